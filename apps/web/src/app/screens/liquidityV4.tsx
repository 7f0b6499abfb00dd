// The v4 screens (issue 32), loaded on demand as their own chunk (app/routes/lazyScreens.ts): the
// position page and the v3 → v4 migration (the route's id is passed down here) and the add screen.
import { useParams } from 'wouter'
import {
  MigrateV3ToV4 as MigrateV3ToV4Screen,
  V4PositionPage as V4PositionPageScreen,
} from '../../modules/liquidity-v4'

export { AddLiquidityV4 } from '../../modules/liquidity-v4'

export function V4PositionPage() {
  return <V4PositionPageScreen tokenId={useParams().tokenId} />
}

export function MigrateV3ToV4() {
  return <MigrateV3ToV4Screen tokenId={useParams().tokenId} />
}
