// What the transaction record keeps of a sent swap (spec 01 §3 "Transaction info types": swap).
// The summary ('Swap 1 WETH for 2,990 USDC') is rendered from it by modules/transactions.
import type { SwapTrade } from '../../quote'
import { currencyId } from '../../tokens'
import type { SwapTransactionInfo } from '../../transactions'
import { maximumAmountIn, minimumAmountOut } from '../utils/slippage'

/**
 * `recipient`: who receives the output when not the sender, as the summary names them (an ENS
 * name stays the name the user typed).
 */
export function swapTransactionInfo(
  trade: SwapTrade,
  slippageBps: number,
  recipient?: string,
): SwapTransactionInfo {
  const common = {
    type: 'swap' as const,
    inputCurrencyId: currencyId(trade.inputCurrency),
    outputCurrencyId: currencyId(trade.outputCurrency),
    ...(recipient === undefined ? {} : { recipient }),
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
