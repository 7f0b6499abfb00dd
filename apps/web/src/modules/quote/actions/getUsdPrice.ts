// A currency's USD price (spec 01 §9 Routing: "Price quoting uses per-chain references for
// stable amounts", at most 2 hops): the input needed for a fixed reference amount of the chain's
// stablecoin (exact output), through the same quote path as trades.
import type { ChainInfo } from '../../../chain/chains'
import type { SwapCurrency } from '../types'
import { routeTokenOf, sameAddress } from '../utils/routeTokens'
import { type UsdPrice, usdPriceOfStablecoin, usdReferenceAmount } from '../utils/usd'
import { type GetBestTradeParameters, getBestTrade } from './getBestTrade'

export interface GetUsdPriceParameters
  extends Omit<GetBestTradeParameters, 'request' | 'clientOptions'> {
  chain: ChainInfo
  currency: SwapCurrency
}

/** null: the chain has no stablecoin, or no route prices the currency. */
export async function getUsdPrice({
  chain,
  currency,
  ...rest
}: GetUsdPriceParameters): Promise<UsdPrice | null> {
  const stable = chain.stablecoin
  const amount = usdReferenceAmount(chain)
  const token = routeTokenOf(chain, currency)
  if (stable === undefined || amount === undefined || token === undefined) return null
  if (sameAddress(token.address, stable.address)) return usdPriceOfStablecoin(stable.decimals)
  const trade = await getBestTrade({
    ...rest,
    request: {
      chain,
      tradeType: 'exactOut',
      amount,
      inputCurrency: currency,
      outputCurrency: { ...stable, chainId: chain.id },
    },
    clientOptions: { maxHops: 2, priceGas: false },
  })
  if (trade === null) return null
  return {
    currencyRaw: trade.inputAmount,
    usdRaw: trade.outputAmount,
    usdDecimals: stable.decimals,
  }
}
