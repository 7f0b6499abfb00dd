// Where the ENS names typed on a chain live (spec 01 §7.5), a rule over the chain table. The
// reads of a name are ens.ts.
import type { Address } from 'viem'
import { type ChainInfo, MAINNET_ENS } from './chains'
import type { ChainTable } from './table'

/** Where ENS names are read: a chain and its registry. */
export interface EnsHome {
  chainId: number
  registry: Address
}

/**
 * Where the names typed on `chain` resolve (spec 01 §7.5: names live on the network's L1): on a
 * local chain, the devnet's chain that runs a registry (its L1); on any other chain (or none: a
 * wallet on an unknown network), and when the devnet runs no registry, mainnet's — its row of
 * the public chain table (publicChains.ts), whatever replaces that row at run time.
 */
export function ensHomeOf(
  chain: Pick<ChainInfo, 'isLocal'> | undefined,
  chains: ChainTable,
): EnsHome {
  const local = chain?.isLocal ? chains.all.find((c) => c.isLocal && c.ensRegistry) : undefined
  return local?.ensRegistry ? { chainId: local.id, registry: local.ensRegistry } : MAINNET_ENS
}
