import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { AlertTriangleIcon } from '../../../ui'

// The texts only this part shows.
const TEXT = {
  // Issue 12 #14, issue 17: exact output is refused for a fee-on-transfer token
  feeOnTransferWarning: msg({
    message:
      '{symbol} takes a fee on transfer, so an exact output amount cannot be guaranteed: swaps with it are quoted from the amount you sell. Enter the amount to sell instead.',
  }),
  useExactInput: msg`Enter the amount to sell`,
}

export interface FeeOnTransferWarningProps {
  symbol: string
  onUseExactInput: () => void
}

/** Issue 12 #14: said before signing, with the way out (the same trade as exact input). */
export function FeeOnTransferWarning({ symbol, onUseExactInput }: FeeOnTransferWarningProps) {
  const { _ } = useLingui()
  return (
    <div className="swap-fot" role="alert" data-testid="swap-fee-on-transfer">
      <p>
        <AlertTriangleIcon size={16} /> {_({ ...TEXT.feeOnTransferWarning, values: { symbol } })}
      </p>
      <button type="button" className="swap-link-button" onClick={onUseExactInput}>
        {_(TEXT.useExactInput)}
      </button>
    </div>
  )
}
