import { useCallback } from 'react'
import { useConfig } from 'wagmi'
import type { ChainInfo } from '../../../chain/chains'
import { useRuntimeConfig } from '../../../chain/runtimeConfigContext'
import { useClientSideRouter } from '../../user'
import type { ClientRouter } from '../actions/clientQuote'

export interface QuoteSources {
  quoteUrl: string | null
  /** spec 01 §3 userClientSideRouter: the Auto Router API is off. */
  clientSide: boolean
  /** The in-browser router of `chain`, its code loaded on first use. */
  clientRouter: (chain: ChainInfo) => Promise<ClientRouter | undefined>
}

/** Where quotes come from: the routing service, the user's setting, the in-browser engine. */
export function useQuoteSources(): QuoteSources {
  const { quoteUrl, manifest } = useRuntimeConfig()
  const clientSide = useClientSideRouter()
  const wagmiConfig = useConfig()
  const clientRouter = useCallback(
    async (chain: ChainInfo) => {
      const { browserRouter } = await import('../actions/browserRouter')
      let client: ReturnType<typeof wagmiConfig.getClient>
      try {
        client = wagmiConfig.getClient({ chainId: chain.id })
      } catch {
        return undefined // a chain wagmi has no transport for
      }
      return browserRouter(chain, client, manifest)
    },
    [wagmiConfig, manifest],
  )
  return { quoteUrl, clientSide, clientRouter }
}
