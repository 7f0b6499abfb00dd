import { useLingui } from '@lingui/react'
import { useFormatAmount } from '../../../lib/format'
import type { SwapTrade } from '../../quote'
import { SWAP_STRINGS as S } from '../strings'
import { formatSummaryAmount as fmt } from '../utils/display'
import { executionPrice } from '../utils/trade'

/**
 * A live region that tells screen-reader users of each new quote (issue 12, accessibility: "a
 * live region announces a new quote (rate and output)"). Always mounted, empty without a quote:
 * a region added together with its text is not announced.
 */
export function QuoteAnnouncer({ trade }: { trade: SwapTrade | undefined }) {
  const { _ } = useLingui()
  const format = useFormatAmount()
  const text = trade
    ? _({
        ...S.quoteAnnouncement,
        values: {
          input: fmt(trade.inputAmount, trade.inputCurrency, format),
          inputSymbol: trade.inputCurrency.symbol,
          output: fmt(trade.outputAmount, trade.outputCurrency, format),
          outputSymbol: trade.outputCurrency.symbol,
          ...executionPrice(trade, false, format),
        },
      })
    : ''
  return (
    <p className="visually-hidden" role="status" aria-live="polite" data-testid="swap-quote-status">
      {text}
    </p>
  )
}
