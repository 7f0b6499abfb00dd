// Liquidity screens of spec 02 §2, loaded on demand (app/routes/lazyScreens.ts): the v3 screens
// of modules/liquidity-v3, and placeholders for the v2 and migration screens until their module
// lands (issue 12 #9: they read as pages, never print route values raw). Route guards (redirect
// rules) run before these load.
import { useParams, useSearchParams } from 'wouter'
import { MigrateV2Pair as MigrateV2PairScreen } from '../../modules/liquidity-v2'
import {
  PositionPage as PositionPageScreen,
  RemoveLiquidityV3 as RemoveLiquidityV3Screen,
} from '../../modules/liquidity-v3'
import { Placeholder, type PlaceholderLink } from './Placeholder'
import { SCREEN_STRINGS as S } from './strings'

export { AddLiquidityV3, IncreaseLiquidity } from '../../modules/liquidity-v3'

const TO_POOLS: PlaceholderLink = { to: '/pool', label: S.toPools }
const TO_V2: PlaceholderLink = { to: '/pool/v2', label: S.toV2Liquidity }

export { PoolsOverview } from '../../modules/liquidity-v3'

export function PositionPage() {
  return <PositionPageScreen tokenId={useParams().tokenId} />
}

export { V2PoolList as PoolV2 } from '../../modules/liquidity-v2'

/** spec 02 §2: the origin query (where the user came from) defaults to /pool/v2. Only an
 *  in-app path is followed. */
function originRoute(origin: string | null): string {
  return origin && /^\/[\w\-/]*$/.test(origin) ? origin : '/pool/v2'
}

export function PoolFinder() {
  const [params] = useSearchParams()
  return (
    <Placeholder
      title={S.importTitle}
      text={S.importText}
      link={{ to: originRoute(params.get('origin')), label: S.back }}
    />
  )
}

export { AddLiquidityV2 } from '../../modules/liquidity-v2'

export function RemoveLiquidityV3() {
  // The route guard admits positive integer ids only (spec 02 §2).
  return <RemoveLiquidityV3Screen tokenId={useParams().tokenId} />
}

export function RemoveLiquidityV2() {
  return <Placeholder title={S.removeV2Title} text={S.removeV2Text} link={TO_V2} />
}

export { MigrateV2List } from '../../modules/liquidity-v2'

export function MigrateV2Pair() {
  // The route guard admits valid addresses only (spec 02 §2 'Invalid pair address').
  return <MigrateV2PairScreen address={useParams().address} />
}
