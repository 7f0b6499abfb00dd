// A quote with its gas priced off the same snapshot: the quote token's and the USD token's
// price per wei, then the trade weighed against gas (spec 01 §9), in one call — one Web Worker
// round trip in the browser, where the snapshot is copied once per message. Prices already
// known for the snapshot are passed in and not searched again.
import { type BestTrade, type FindBestTradeParams, findBestTrade } from './findBestTrade.ts'
import { normalizeAddress } from './graph/address.ts'
import type { L1FeePerDataGas } from './l1DataFee.ts'
import { gasCostInToken, type TokenPerWei, type TokenPrices, tokenPerWei } from './pricing.ts'
import { untilEdge } from './v3/tickEdges.ts'

export interface QuoteGasParams {
  gasPriceWei: bigint
  /** Gas is paid in the unwrapped native currency, so the wrapped token prices it. */
  wrappedNative: string
  /** The USD reference token (a dollar stablecoin), if the chain has one. */
  usdToken?: string
  /** Issue 33: the chain's L1 data fee per unit of data gas, where it charges one (OP Stack). */
  l1FeePerDataGas?: L1FeePerDataGas
}

export interface QuoteWithGasParams extends Omit<FindBestTradeParams, 'gas'> {
  /** Without it gas is neither weighed against the output nor priced in USD. */
  gas?: QuoteGasParams
  /** Prices found earlier on this very snapshot (QuoteWithGasResult.prices). */
  knownPrices?: TokenPrices
}

export interface QuoteWithGasResult {
  trade: BestTrade
  /** `knownPrices` plus those this quote found: pass them to the next quote on the snapshot. */
  prices: TokenPrices
  /**
   * The trade's gas in raw units of the USD token (rounded down); undefined when unpriced. L2
   * gas only (issue 33): the app divides it by the gas to price each unit, and reads the L1 data
   * fee of the very transaction itself (`trade.l1FeeWei` is the search's estimate of it).
   */
  gasCostUsd?: bigint
}

/** Throws TicksNeededError like findBestTrade, also when only a gas price needed more ticks. */
export function quoteWithGas(params: QuoteWithGasParams): QuoteWithGasResult {
  return untilEdge(() => searchWithGas(params))
}

function searchWithGas({ gas, knownPrices, ...params }: QuoteWithGasParams): QuoteWithGasResult {
  const prices: Record<string, TokenPerWei | null> = { ...knownPrices }
  const priceOf = (token: string | undefined): TokenPerWei | undefined => {
    if (gas === undefined || token === undefined) return undefined
    const key = normalizeAddress(token)
    if (!(key in prices)) prices[key] = tokenPerWei(params.snapshot, gas.wrappedNative, key) ?? null
    return prices[key] ?? undefined
  }
  const quoteToken = params.tradeType === 'exactIn' ? params.tokenOut : params.tokenIn
  const quotePerWei = priceOf(quoteToken)
  const usdPerWei = priceOf(gas?.usdToken)
  const trade = findBestTrade({
    ...params,
    gas: gas &&
      quotePerWei && {
        gasPriceWei: gas.gasPriceWei,
        quoteTokenPerWei: quotePerWei,
        ...(gas.l1FeePerDataGas && { l1FeePerDataGas: gas.l1FeePerDataGas }),
      },
  })
  return {
    trade,
    prices,
    gasCostUsd:
      gas && usdPerWei ? gasCostInToken(trade.gasEstimate, gas.gasPriceWei, usdPerWei) : undefined,
  }
}
