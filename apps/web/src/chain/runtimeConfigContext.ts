import { createContext, useContext } from 'react'
import type { RuntimeConfig } from './runtimeConfig'

export const RuntimeConfigContext = createContext<RuntimeConfig | null>(null)

/** The chain table and devnet manifest loaded at start-up (see main.tsx). */
export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext)
  if (!config)
    throw new Error('useRuntimeConfig must be used inside <Web3Provider> (modules/wallet)')
  return config
}
