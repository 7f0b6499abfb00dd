import type { ChainInfo } from '../../../chain/chains'
import { useConnectionStore } from '../../../chain/connection'
import { useRuntimeConfig } from '../../../chain/runtimeConfigContext'

/**
 * The chain the app reads (spec 01 §3 Application state chainId): the wallet's chain when it is
 * connected to a chain of the table, else the chain picked in the selector (at first the
 * runtime default, the local L1 when the devnet is up). See chain/connection.ts.
 */
export function useActiveChain(): ChainInfo {
  const { chains, defaultChainId } = useRuntimeConfig()
  const chainId = useConnectionStore((s) => s.chainId)
  const chain = chains.get(chainId) ?? chains.get(defaultChainId) ?? chains.all[0]
  if (!chain) throw new Error('The chain table is empty')
  return chain
}
