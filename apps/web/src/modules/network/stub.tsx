import type { ChainInfo } from '../../chain/chains'
import { useRuntimeConfig } from '../../chain/runtimeConfigContext'

export function NetworkSelector() {
  return null
}
export function useActiveChain(): ChainInfo {
  const { chains, defaultChainId } = useRuntimeConfig()
  const chain = chains.get(defaultChainId)
  if (!chain) throw new Error(`default chain ${defaultChainId} missing from the chain table`)
  return chain
}
