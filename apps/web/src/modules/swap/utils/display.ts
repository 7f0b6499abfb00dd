// What the swap form writes for a trade's amounts (spec 01 §9 Display: amounts in swap summaries
// to 6 significant figures). Pure: figures go through the active language's formatters (issue 34
// #4: one locale-aware formatter). The details panel's and the route diagram's texts are
// tradeDetails.ts.
import { type AmountFormatters, formatSignificant } from '../../../lib/format'
import type { SwapCurrency, SwapTrade } from '../../quote'
import { priceImpactTone } from './priceImpact'

const SUMMARY_DIGITS = 6

/**
 * An amount of a swap summary: 6 significant figures; '' while unknown. With the formatters, in
 * their locale's grouping ("149,294", not "149294"); without, plain digits for an amount field.
 */
export function formatSummaryAmount(
  raw: bigint | undefined,
  c: SwapCurrency | undefined,
  f?: AmountFormatters,
): string {
  if (raw === undefined || !c) return ''
  const text = formatSignificant(raw, c.decimals, SUMMARY_DIGITS)
  return f ? f.decimal(text) : text
}

/**
 * The impact beside the output's dollar value (spec 01 §2 "a fiat-value / price-impact line"): it
 * reads as the change in what the user holds, so it carries its sign (issue 34 #4: it showed
 * "(0.54%)" for a loss). A price impact of 0.54 % is a loss, "-0.54%"; a negative one (a gain,
 * coloured green) "+0.12%". The details panel keeps "Price impact 0.54%", the impact itself.
 */
export function valueChangeView(
  trade: SwapTrade,
  f: AmountFormatters,
): { text: string; tone: string } {
  return {
    text: f.bpsPercent(-trade.priceImpactBps, { signed: true }),
    tone: priceImpactTone(trade.priceImpactBps),
  }
}
