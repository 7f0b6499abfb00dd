// Facts derived from a SwapTrade for display and the confirm flow (spec 01 §2 price line, §4
// Swap confirmation). Exact on the raw integers; strings only at the end.
import { type AmountFormatters, formatSignificant } from '../../../lib/format'
import type { SwapTrade } from '../../quote'

const sameCurrency = (
  a: { address: string; chainId: number },
  b: { address: string; chainId: number },
) => a.chainId === b.chainId && a.address.toLowerCase() === b.address.toLowerCase()

/**
 * spec 01 §4 Swap confirmation step 2: the live trade differs from the one being confirmed
 * (type, input or output currency, or amount) — then 'Price Updated' and Confirm waits for Accept.
 */
export function tradeMeaningfullyDiffers(accepted: SwapTrade, live: SwapTrade): boolean {
  return (
    accepted.tradeType !== live.tradeType ||
    !sameCurrency(accepted.inputCurrency, live.inputCurrency) ||
    !sameCurrency(accepted.outputCurrency, live.outputCurrency) ||
    accepted.inputAmount !== live.inputAmount ||
    accepted.outputAmount !== live.outputAmount
  )
}

const PRICE_DECIMALS = 18

/**
 * The execution price as '1 {base} = {price} {quote}' parts, output per input, or input per
 * output when inverted; 6 significant digits (spec 01 §9 Display: summaries 6 s.f.), in the
 * formatters' locale when given (issue 34 #4: "0.54883" beside German figures).
 */
export function executionPrice(
  trade: Pick<SwapTrade, 'inputAmount' | 'outputAmount' | 'inputCurrency' | 'outputCurrency'>,
  inverted: boolean,
  f?: AmountFormatters,
): { base: string; quote: string; price: string } {
  const [num, numDec, den, denDec] = inverted
    ? [
        trade.inputAmount,
        trade.inputCurrency.decimals,
        trade.outputAmount,
        trade.outputCurrency.decimals,
      ]
    : [
        trade.outputAmount,
        trade.outputCurrency.decimals,
        trade.inputAmount,
        trade.inputCurrency.decimals,
      ]
  const base = inverted ? trade.outputCurrency.symbol : trade.inputCurrency.symbol
  const quote = inverted ? trade.inputCurrency.symbol : trade.outputCurrency.symbol
  if (den === 0n) return { base, quote, price: '0' }
  // price · 10^18 = num · 10^denDec · 10^18 / (den · 10^numDec)
  const scaled = (num * 10n ** BigInt(denDec + PRICE_DECIMALS)) / (den * 10n ** BigInt(numDec))
  const price = formatSignificant(scaled, PRICE_DECIMALS, 6)
  return { base, quote, price: f ? f.decimal(price) : price }
}

/**
 * spec 01 §5 Swap: "Max appears only if the balance is positive and the input is not already
 * the full balance."
 */
export function showMaxButton(
  maxSpend: bigint | undefined,
  parsedInput: bigint | undefined,
): boolean {
  return maxSpend !== undefined && maxSpend > 0n && parsedInput !== maxSpend
}

/** spec 01 §5 Network fee: warn when the gas costs more than half of what is swapped. */
export function networkFeeExceedsHalf(gasUSD: number | null, inputUSD: number | null): boolean {
  return gasUSD !== null && inputUSD !== null && inputUSD > 0 && gasUSD > inputUSD / 2
}
