// The details of a trade (spec 01 §2 price line details and route display, §9 Display: slippage
// and price impact to 2 decimals, '<$0.01' for a tiny network fee). Pure: texts are descriptors,
// translated where drawn; figures go through the active language's formatters.

import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Address } from 'viem'
import { type AmountFormatters, formatFeeTier } from '../../../lib/format'
import { routeDisplay, type SwapCurrency, type SwapTrade } from '../../quote'
import type { RouteView } from '../components/RouteDiagram'
import type { SwapDetailsProps } from '../components/SwapDetails'
import { formatSummaryAmount } from './display'
import { priceImpactTone } from './priceImpact'
import { maximumAmountIn, minimumAmountOut } from './slippage'

// The texts only this part shows.
const TEXT = {
  minimumReceived: msg({ message: 'Minimum received after slippage ({percent})' }),
  maximumSent: msg({ message: 'Maximum sent after slippage ({percent})' }),
  outputEstimated: msg({
    message:
      'Output is estimated. You will receive at least {amount} {symbol} or the transaction will revert.',
  }),
  inputEstimated: msg({
    message:
      'Input is estimated. You will sell at most {amount} {symbol} or the transaction will revert.',
  }),
}

/** The trade's gas estimate in dollars, when the quote priced it. */
export function gasUsd(trade: SwapTrade | undefined): number | null {
  return trade?.gasUseEstimateUSD != null ? Number(trade.gasUseEstimateUSD) : null
}

function priceImpactView(trade: SwapTrade, f: AmountFormatters): { text: string; tone: string } {
  return {
    text: f.bpsPercent(trade.priceImpactBps),
    tone: priceImpactTone(trade.priceImpactBps),
  }
}

/** The details panel of `trade` after `slippageBps` (the same integers the router checks). */
export function tradeDetails(
  trade: SwapTrade,
  slippageBps: number,
  f: AmountFormatters,
): SwapDetailsProps {
  const exactIn = trade.tradeType === 'exactIn'
  const percent = f.bpsPercent(slippageBps)
  const gas = gasUsd(trade)
  const amount = (raw: bigint, c: SwapCurrency) => `${formatSummaryAmount(raw, c, f)} ${c.symbol}`
  return {
    expectedOutput: amount(trade.outputAmount, trade.outputCurrency),
    priceImpact: priceImpactView(trade, f),
    slippageLabel: { ...(exactIn ? TEXT.minimumReceived : TEXT.maximumSent), values: { percent } },
    slippageAmount: exactIn
      ? amount(minimumAmountOut(trade, slippageBps), trade.outputCurrency)
      : amount(maximumAmountIn(trade, slippageBps), trade.inputCurrency),
    networkFee: gas === null ? undefined : f.usd(gas),
    transferFee: transferFeeText(trade, f),
  }
}

/**
 * Issue 17: the fee-on-transfer tokens the trade moves and their fee ('TAX 1.00%'); the amounts
 * shown are already net of it. undefined when no token on the routes takes one.
 */
function transferFeeText(trade: SwapTrade, f: AmountFormatters): string | undefined {
  const fees = trade.transferFees ?? []
  if (fees.length === 0) return undefined
  return fees.map((fee) => `${fee.token.symbol} ${f.bpsPercent(fee.bps)}`).join(', ')
}

/** spec 01 §4 Swap confirmation: what the swap gives at least, or takes at most. */
export function estimateNote(
  trade: SwapTrade,
  slippageBps: number,
  f: AmountFormatters,
): MessageDescriptor {
  return trade.tradeType === 'exactIn'
    ? {
        ...TEXT.outputEstimated,
        values: {
          amount: formatSummaryAmount(
            minimumAmountOut(trade, slippageBps),
            trade.outputCurrency,
            f,
          ),
          symbol: trade.outputCurrency.symbol,
        },
      }
    : {
        ...TEXT.inputEstimated,
        values: {
          amount: formatSummaryAmount(maximumAmountIn(trade, slippageBps), trade.inputCurrency, f),
          symbol: trade.inputCurrency.symbol,
        },
      }
}

/**
 * The 'Auto Router' diagram: protocol, share and each hop's fee (v2 counts as 0.3 %); issue 31:
 * each hop marked v2, v3 or v4, a mixed route named by its protocols ('V3 + V4'). The share and
 * the fees in the language's percent style (issue 34: '90%' and '0.05%' under de-DE).
 */
export function routeViews(
  trade: SwapTrade,
  f: AmountFormatters,
  nativeSymbol = 'ETH',
): RouteView[] {
  const order = ['V2', 'V3', 'V4'] as const
  return routeDisplay(trade).map((r, i) => ({
    protocol:
      r.protocol === 'MIXED'
        ? order.filter((p) => r.hops.some((h) => h.protocol === p)).join(' + ')
        : r.protocol,
    // The share has 2 significant digits already ('33', '0.5'): written, not rounded again.
    percent: f.percent(Number(r.percent) / 100, 4),
    hops: r.hops.map((h, j) => {
      // A native-coin v4 pool holds the coin itself, not its wrapped token (currency 0x0).
      const hop = trade.routes[i]?.hops[j]
      const native = hop?.protocol === 'V4' && BigInt(hop.currency0) === 0n
      const symbol = (t: { address: string; symbol: string }) =>
        native && t.address.toLowerCase() !== hop.currency1.toLowerCase() ? nativeSymbol : t.symbol
      return {
        protocol: h.protocol,
        tokenIn: symbol(h.tokenIn),
        tokenOut: symbol(h.tokenOut),
        fee: formatFeeTier(h.fee, f.locale),
      }
    }),
  }))
}

/**
 * Issue 31: the hooked v4 pools a trade swaps through, once each, with what the quote says the
 * hook took from this trade (V4Quoter against a replay without the hook: services/quote).
 */
export function hookedHops(
  trade: SwapTrade,
  f: AmountFormatters,
): { hooks: Address; pair: string; fee?: string }[] {
  const seen = new Set<string>()
  const out: { hooks: Address; pair: string; fee?: string }[] = []
  for (const route of trade.routes)
    for (const h of route.hops) {
      if (h.protocol !== 'V4' || BigInt(h.hooks) === 0n) continue
      const key = h.poolId.toLowerCase()
      if (seen.has(key)) continue
      seen.add(key)
      const fee = h.hookFee
      out.push({
        hooks: h.hooks,
        pair: `${h.tokenIn.symbol}/${h.tokenOut.symbol}`,
        ...(fee && {
          fee: `${formatSummaryAmount(fee.amount, { ...fee.token, name: fee.token.symbol }, f)} ${fee.token.symbol}`,
        }),
      })
    }
  return out
}
