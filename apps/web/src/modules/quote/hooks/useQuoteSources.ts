import { useCallback } from 'react'
import type { Client } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import { useChainClients } from '../../../chain/clients'
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
  const getClient = useChainClients()
  const clientRouter = useCallback(
    async (chain: ChainInfo) => {
      const { browserRouter } = await import('../actions/browserRouter')
      let client: Client
      try {
        client = getClient(chain.id)
      } catch {
        return undefined // a chain the read door has no client for
      }
      return browserRouter(chain, client, manifest)
    },
    [getClient, manifest],
  )
  return { quoteUrl, clientSide, clientRouter }
}
