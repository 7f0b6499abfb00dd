// The v4 screens (issue 32), loaded on demand as their own chunk (app/routes/lazyScreens.ts): the
// position page (the route's id is passed down here) and the add screen.
import { useParams } from 'wouter'
import { V4PositionPage as V4PositionPageScreen } from '../../modules/liquidity-v4'

export { AddLiquidityV4 } from '../../modules/liquidity-v4'

export function V4PositionPage() {
  return <V4PositionPageScreen tokenId={useParams().tokenId} />
}
