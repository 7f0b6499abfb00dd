// Intermediate tokens for the in-browser router's multi-hop routes. The local replica's are the
// seed tokens the quote service routes through (manifest: WETH, the plain stablecoins, WBTC; the
// fee-on-transfer token never, as neither QuoterV2 nor the engine sees its fee). Public chains:
// the wrapped native token, the USD reference and, on mainnet, the usual majors.
import type { Manifest } from '@tidepool/devnet/manifest'
import { type Address, getAddress } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import type { RouteToken } from '../types'

const MAINNET_BASES: readonly Omit<RouteToken, 'chainId'>[] = [
  { address: '0x6B175474E89094C44Da98b954EedeAC495271d0F', symbol: 'DAI', decimals: 18 },
  { address: '0xdAC17F958D2ee523a2206206994597C13D831ec7', symbol: 'USDT', decimals: 6 },
  { address: '0x2260FAC5E5542a773Aa44fBC8fEDF7C193bc2C59', symbol: 'WBTC', decimals: 8 },
]

const ROUTABLE_KINDS = new Set(['weth', 'standard', 'no-return'])

export function routingBases(chain: ChainInfo, manifest: Manifest | null): RouteToken[] {
  const out = new Map<string, RouteToken>()
  const add = (t: { address: string; symbol: string; decimals: number }) =>
    out.set(t.address.toLowerCase(), {
      chainId: chain.id,
      address: getAddress(t.address) as Address,
      symbol: t.symbol,
      decimals: t.decimals,
    })
  if (chain.wrappedNative) add(chain.wrappedNative)
  if (chain.stablecoin) add(chain.stablecoin)
  const local = chain.isLocal ? manifest?.chains.find((c) => c.chainId === chain.id) : undefined
  if (local) for (const t of local.tokens) if (ROUTABLE_KINDS.has(t.kind)) add(t)
  if (!chain.isLocal && chain.id === 1) for (const t of MAINNET_BASES) add(t)
  return [...out.values()]
}
