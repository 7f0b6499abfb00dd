import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { SWAP_STRINGS as S } from '../strings'

// The texts only this part shows.
const TEXT = {
  expectedOutput: msg`Expected Output`,
  priceImpact: msg`Price Impact`,
  // Issue 17: trade details row for a fee-on-transfer token ('TAX 1.00%')
  transferFee: msg`Token transfer fee`,
}

export interface SwapDetailsProps {
  expectedOutput: string
  priceImpact: { text: string; tone: string }
  /** 'Minimum received after slippage (0.50%)' or 'Maximum sent after slippage (0.50%)'. */
  slippageLabel: MessageDescriptor
  slippageAmount: string
  /** Network fee in USD ('<$0.01', '$1.20'); undefined on chains without a USD reference. */
  networkFee?: string
  /** Issue 17: fee-on-transfer tokens and their fee ('TAX 1.00%'), when the trade moves any. */
  transferFee?: string
}

/** spec 01 §2 Swap screen: the price line's details panel. */
export function SwapDetails(p: SwapDetailsProps) {
  const { _ } = useLingui()
  return (
    <dl className="swap-details" data-testid="swap-details">
      <div>
        <dt>{_(TEXT.expectedOutput)}</dt>
        <dd data-testid="swap-expected-output">{p.expectedOutput}</dd>
      </div>
      <div>
        <dt>{_(TEXT.priceImpact)}</dt>
        <dd
          data-testid="swap-price-impact"
          className={`swap-impact swap-impact--${p.priceImpact.tone}`}
        >
          {p.priceImpact.text}
        </dd>
      </div>
      <div>
        <dt>{_(p.slippageLabel)}</dt>
        <dd data-testid="swap-slippage-amount">{p.slippageAmount}</dd>
      </div>
      {p.transferFee !== undefined && (
        <div>
          <dt>{_(TEXT.transferFee)}</dt>
          <dd data-testid="swap-transfer-fee">{p.transferFee}</dd>
        </div>
      )}
      {p.networkFee !== undefined && (
        <div>
          <dt>{_(S.networkFee)}</dt>
          <dd data-testid="swap-network-fee">{p.networkFee}</dd>
        </div>
      )}
    </dl>
  )
}
