import { useLingui } from '@lingui/react'
import { Card, type TokenAmountRow, TokenAmountRows } from '../../../../ui'
import { REMOVE_V2_STRINGS as S } from '../strings'

export interface PooledPositionProps {
  /** The account's liquidity tokens, raw (data-raw, compared with the chain) and as shown. */
  held: bigint
  heldText: string
  /** What they are worth in each side. */
  pooled: readonly TokenAmountRow[]
}

/** Below the v2 remove form: the connected account's position in the pair. */
export function PooledPosition(p: PooledPositionProps) {
  const { _ } = useLingui()
  return (
    <Card as="section" className="v2-remove__position" data-testid="v2-remove-position">
      <p className="v2-remove__line">
        <span>{_(S.lpBalance)}</span>
        <span data-testid="v2-remove-lp-balance" data-raw={p.held.toString()}>
          {p.heldText}
        </span>
      </p>
      <TokenAmountRows rows={p.pooled} />
    </Card>
  )
}
