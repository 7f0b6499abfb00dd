// Liquidity screens of spec 02 §2, loaded on demand (app/routes/lazyScreens.ts): the v3 screens
// of modules/liquidity-v3, and placeholders for the v2 and migration screens until their module
// lands (issue 12 #9: they read as pages, never print route values raw). Route guards (redirect
// rules) run before these load.
import { useParams } from 'wouter'
import {
  PositionPage as PositionPageScreen,
  RemoveLiquidityV3 as RemoveLiquidityV3Screen,
} from '../../modules/liquidity-v3'
import { Placeholder, type PlaceholderLink } from './Placeholder'
import { SCREEN_STRINGS as S } from './strings'

export { PoolFinder, RemoveLiquidityV2 } from '../../modules/liquidity-v2'
export { AddLiquidityV3, IncreaseLiquidity } from '../../modules/liquidity-v3'

const TO_POOLS: PlaceholderLink = { to: '/pool', label: S.toPools }
const TO_V2: PlaceholderLink = { to: '/pool/v2', label: S.toV2Liquidity }

export { PoolsOverview } from '../../modules/liquidity-v3'

export function PositionPage() {
  return <PositionPageScreen tokenId={useParams().tokenId} />
}

export function PoolV2() {
  return <Placeholder title={S.poolV2Title} text={S.poolV2Text} link={TO_POOLS} />
}

export function AddLiquidityV2() {
  return <Placeholder title={S.addV2Title} text={S.addV2Text} link={TO_V2} />
}

export function RemoveLiquidityV3() {
  // The route guard admits positive integer ids only (spec 02 §2).
  return <RemoveLiquidityV3Screen tokenId={useParams().tokenId} />
}

export function MigrateV2List() {
  return <Placeholder title={S.migrateTitle} text={S.migrateListText} link={TO_POOLS} />
}

export function MigrateV2Pair() {
  return (
    <Placeholder
      title={S.migrateTitle}
      text={S.migratePairText}
      link={{ to: '/migrate/v2', label: S.toMigrationList }}
    />
  )
}
