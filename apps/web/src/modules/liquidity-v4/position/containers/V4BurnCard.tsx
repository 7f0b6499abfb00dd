// Burn an empty v4 position (issue 32 "burn when empty"): BURN_POSITION destroys the NFT, and
// TAKE_PAIR pays whatever it still held (nothing: the page offers this only at zero liquidity,
// and v4 paid the fees with the decrease that emptied it). Once sent, the page goes back to /pool:
// the position ceases to exist when the burn is mined, and the transaction's popup follows it.
import { useLingui } from '@lingui/react'
import { useLocation } from 'wouter'
import { Button, Card, Modal } from '../../../../ui'
import { v4BurnCall } from '../../../liquidity'
import { V4_POSITION_STRINGS as S } from '../../strings'
import type { V4PositionView } from '../hooks/useV4Position'
import type { V4PositionAction } from '../hooks/useV4PositionAction'

/** `action`: the page's burn send, whose dialog the page shows (V4ActionDialog). */
export function V4BurnCard({ view, action }: { view: V4PositionView; action: V4PositionAction }) {
  const { _ } = useLingui()
  const { position, account } = view
  const id = position.tokenId.toString()
  const [, navigate] = useLocation()
  const burn = async () => {
    if (!account) return
    const sent = await action.send(
      (deadline) =>
        v4BurnCall({
          tokenId: position.tokenId,
          poolKey: position.poolKey,
          amount0Min: 0n,
          amount1Min: 0n,
          recipient: account,
          deadline,
        }),
      { type: 'burnPosition', tokenId: id },
      _({ ...S.burningPending, values: { id } }),
    )
    if (sent) navigate('/pool')
  }
  return (
    <Card
      variant="outline"
      as="section"
      aria-labelledby="v4-burn-title"
      className="position-card"
      data-testid="v4-burn"
    >
      <h2 id="v4-burn-title">{_(S.burnTitle)}</h2>
      <p className="position-range__note">{_(S.burnExplainer)}</p>
      <Button
        variant="outline"
        block
        disabled={action.phase === 'attempting'}
        onClick={action.review}
        testId="burn-button"
      >
        {_(S.burn)}
      </Button>
      <Modal isOpen={action.phase === 'review'} onDismiss={action.dismiss} title={_(S.burnTitle)}>
        <div className="position-dialog" data-testid="burn-confirm">
          <p className="position-dialog__note">{_(S.burnExplainer)}</p>
          <Button block size="large" onClick={() => void burn()} testId="burn-confirm-button">
            {_(S.burn)}
          </Button>
        </div>
      </Modal>
    </Card>
  )
}
