// A row of the chain table in viem's form, for the read clients (clients.ts) and the wallet's
// connectors (modules/wallet).
import type { Manifest } from '@tidepool/devnet/manifest'
import { type Chain, defineChain } from 'viem'
import { mainnet } from 'viem/chains'
import type { ChainInfo } from './chains'
import { MULTICALL3 } from './contracts'

/** A chain row in viem's form. Local chains use the devnet's Multicall3 from the manifest. */
export function toViemChain(info: ChainInfo, manifest: Manifest | null): Chain {
  const local = info.isLocal ? manifest?.chains.find((c) => c.chainId === info.id) : undefined
  const multicall3 = { address: local?.contracts.multicall3 ?? MULTICALL3 }
  return defineChain({
    id: info.id,
    name: info.label,
    nativeCurrency: info.nativeCurrency,
    rpcUrls: { default: { http: [...info.rpcUrls] } },
    blockExplorers: { default: { name: `${info.label} explorer`, url: info.explorer } },
    // The ENS universal resolver lives on the main network only.
    contracts: info.id === mainnet.id && !info.isLocal ? mainnet.contracts : { multicall3 },
    testnet: info.isTestnet,
  })
}
