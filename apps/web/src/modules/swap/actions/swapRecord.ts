// What the transaction record keeps of a sent swap (spec 01 §3 "Transaction info types": swap)
// and the summary the recent-transactions panel and toasts show ('Swap 1 WETH for 2,990 USDC').
import { formatTokenAmount } from '../../../lib/format'
import type { SwapTrade } from '../../quote'
import { currencyId } from '../../tokens'
import type { SwapTransactionInfo } from '../../transactions'
import { maximumAmountIn, minimumAmountOut } from '../utils/slippage'

export function swapTransactionInfo(trade: SwapTrade, slippageBps: number): SwapTransactionInfo {
  const common = {
    type: 'swap' as const,
    inputCurrencyId: currencyId(trade.inputCurrency),
    outputCurrencyId: currencyId(trade.outputCurrency),
  }
  return trade.tradeType === 'exactIn'
    ? {
        ...common,
        tradeType: 'EXACT_INPUT',
        inputCurrencyAmountRaw: trade.inputAmount.toString(),
        outputCurrencyAmountRaw: trade.outputAmount.toString(),
        minimumOutputCurrencyAmountRaw: minimumAmountOut(trade, slippageBps).toString(),
      }
    : {
        ...common,
        tradeType: 'EXACT_OUTPUT',
        inputCurrencyAmountRaw: trade.inputAmount.toString(),
        outputCurrencyAmountRaw: trade.outputAmount.toString(),
        expectedInputCurrencyAmountRaw: trade.inputAmount.toString(),
        maximumInputCurrencyAmountRaw: maximumAmountIn(trade, slippageBps).toString(),
      }
}

/**
 * 'Swap {in} {A} for {out} {B}', and ' to {recipient}' when someone else receives it (the
 * recipient as the user typed it: an ENS name stays a name). Amounts: 4 significant digits.
 */
export function swapSummary(trade: SwapTrade, recipientLabel?: string): string {
  const amount = (raw: bigint, decimals: number) => formatTokenAmount({ raw, decimals })
  const base = `Swap ${amount(trade.inputAmount, trade.inputCurrency.decimals)} ${trade.inputCurrency.symbol} for ${amount(trade.outputAmount, trade.outputCurrency.decimals)} ${trade.outputCurrency.symbol}`
  return recipientLabel ? `${base} to ${recipientLabel}` : base
}
