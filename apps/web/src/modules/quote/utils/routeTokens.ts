// The ERC-20 a swap side routes as (spec 01 §3 "Native currency ... with a wrapped version per
// chain"): the native currency ('ETH' in SwapCurrency) is routed as the chain's wrapped token.
import { getAddress, isAddress } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import { isNative } from '../../tokens'
import type { RouteToken, SwapCurrency } from '../types'

/** The token a currency routes as on `chain`, or undefined (no wrapped native, bad address). */
export function routeTokenOf(chain: ChainInfo, currency: SwapCurrency): RouteToken | undefined {
  if (isNative(currency)) {
    const wrapped = chain.wrappedNative
    if (wrapped === undefined) return undefined
    return {
      chainId: chain.id,
      address: getAddress(wrapped.address),
      symbol: wrapped.symbol,
      decimals: wrapped.decimals,
    }
  }
  if (!isAddress(currency.address, { strict: false })) return undefined
  return {
    chainId: chain.id,
    address: getAddress(currency.address),
    symbol: currency.symbol,
    decimals: currency.decimals,
  }
}

export function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase()
}
