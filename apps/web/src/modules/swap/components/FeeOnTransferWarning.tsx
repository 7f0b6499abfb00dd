import { useLingui } from '@lingui/react'
import { AlertTriangleIcon } from '../../../ui'
import { SWAP_STRINGS as S } from '../strings'

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
        <AlertTriangleIcon size={16} /> {_({ ...S.feeOnTransferWarning, values: { symbol } })}
      </p>
      <button type="button" className="swap-link-button" onClick={onUseExactInput}>
        {_(S.useExactInput)}
      </button>
    </div>
  )
}
