import { useChainId } from 'wagmi'
import type { ChainInfo } from '../../../chain/chains'
import { useRuntimeConfig } from '../../../chain/runtimeConfigContext'

/**
 * The chain the app reads (spec 01 §3 Application state chainId): the wallet's chain when it is
 * connected to a chain of the table, else the chain picked in the selector (at first the
 * runtime default, the local L1 when the devnet is up). wagmi's `chainId` is exactly that: it
 * follows the connected wallet onto configured chains (`syncConnectedChain`) and the selector
 * sets it while no wallet is connected. Every row of the table is a wagmi chain.
 */
export function useActiveChain(): ChainInfo {
  const { chains, defaultChainId } = useRuntimeConfig()
  const chainId = useChainId()
  const chain = chains.get(chainId) ?? chains.get(defaultChainId) ?? chains.all[0]
  if (!chain) throw new Error('The chain table is empty')
  return chain
}
