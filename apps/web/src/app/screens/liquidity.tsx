// Liquidity screens of spec 02 §2, loaded on demand (app/routes/lazyScreens.ts): the v3 screens
// of modules/liquidity-v3 and the v2 and migration screens of modules/liquidity-v2. Route guards
// (redirect rules) run before these load; route parameters are passed down here.
import { useParams } from 'wouter'
import { MigrateV2Pair as MigrateV2PairScreen } from '../../modules/liquidity-v2'
import {
  PositionPage as PositionPageScreen,
  RemoveLiquidityV3 as RemoveLiquidityV3Screen,
} from '../../modules/liquidity-v3'

export {
  AddLiquidityV2,
  MigrateV2List,
  PoolFinder,
  RemoveLiquidityV2,
  V2PoolList as PoolV2,
} from '../../modules/liquidity-v2'
export { AddLiquidityV3, IncreaseLiquidity, PoolsOverview } from '../../modules/liquidity-v3'

export function PositionPage() {
  return <PositionPageScreen tokenId={useParams().tokenId} />
}

export function RemoveLiquidityV3() {
  // The route guard admits positive integer ids only (spec 02 §2).
  return <RemoveLiquidityV3Screen tokenId={useParams().tokenId} />
}

export function MigrateV2Pair() {
  // The route guard admits valid addresses only (spec 02 §2 'Invalid pair address').
  return <MigrateV2PairScreen address={useParams().address} />
}
