// The v4 position page (issue 32), loaded on demand as its own chunk (app/routes/lazyScreens.ts);
// the route's id is passed down here.
import { useParams } from 'wouter'
import { V4PositionPage as V4PositionPageScreen } from '../../modules/liquidity-v4'

export function V4PositionPage() {
  return <V4PositionPageScreen tokenId={useParams().tokenId} />
}
