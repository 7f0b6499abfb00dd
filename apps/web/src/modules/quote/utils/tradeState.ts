// spec 01 §4 "Trade state" as a pure function of what the hook knows, so every transition is
// unit-tested without React, timers or a network.
import { sameCurrency } from '../../tokens'
import type { SwapCurrency, SwapTrade, SwapTradeType, TradeState } from '../types'

export interface TradeStateInput {
  inputCurrency: SwapCurrency | undefined
  outputCurrency: SwapCurrency | undefined
  tradeType: SwapTradeType
  /** The typed amount now (raw, independent side), not the debounced one. */
  amount: bigint | undefined
  /**
   * The latest answer on screen: a trade (possibly for earlier inputs: a placeholder), null
   * when the quote for the current inputs found nothing or failed, undefined before any answer.
   * A stale trade (spec 01 §7.1: > 10 blocks) is passed as undefined.
   */
  trade: SwapTrade | null | undefined
  /** The 200 ms input debounce has not caught up with the typed inputs yet. */
  debouncing: boolean
  /**
   * The current inputs have no settled answer yet and a request for them is in flight (a
   * background poll of an answered request is not this: it must not flicker the state).
   */
  fetching: boolean
}

export interface TradeStateResult {
  state: TradeState
  trade?: SwapTrade
}

/** Whether `trade` answers exactly these inputs (currencies, trade type and fixed amount). */
export function tradeMatches(
  trade: SwapTrade,
  input: Pick<TradeStateInput, 'inputCurrency' | 'outputCurrency' | 'tradeType' | 'amount'>,
): boolean {
  if (input.inputCurrency === undefined || input.outputCurrency === undefined) return false
  const fixed = trade.tradeType === 'exactIn' ? trade.inputAmount : trade.outputAmount
  return (
    trade.tradeType === input.tradeType &&
    fixed === input.amount &&
    sameCurrency(trade.inputCurrency, input.inputCurrency) &&
    sameCurrency(trade.outputCurrency, input.outputCurrency)
  )
}

export function deriveTradeState(input: TradeStateInput): TradeStateResult {
  // INVALID: no currencies (spec 01 §4); without a positive amount there is nothing to quote
  // either (the swap button says 'Enter an amount' before looking at the trade).
  if (input.inputCurrency === undefined || input.outputCurrency === undefined)
    return { state: 'INVALID' }
  if (input.amount === undefined || input.amount <= 0n) return { state: 'INVALID' }
  const { trade } = input
  if (trade) {
    // A background poll of the same inputs keeps VALID: only a mismatch is SYNCING, and the
    // previous trade stays on screen as its placeholder.
    return { state: tradeMatches(trade, input) ? 'VALID' : 'SYNCING', trade }
  }
  if (input.debouncing || input.fetching) return { state: 'LOADING' }
  // spec 01 §4: a quote error, an empty route or no (usable) quote.
  return { state: 'NO_ROUTE_FOUND' }
}
