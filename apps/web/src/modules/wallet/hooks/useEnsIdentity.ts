// The connected account's ENS identity for the header and the account view (spec 01 §7 items 6
// and 10): its forward-verified primary name and avatar URLs, read on the network's L1 registry —
// mainnet's, or on local chains the devnet L1's from the manifest (as the delegate modal and the
// swap's recipient do). Loaded with the account identity chunk, after the first paint.
import { useQuery } from '@tanstack/react-query'
import type { Address, Client } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import { useChainClients } from '../../../chain/clients'
import { ensHomeOf } from '../../../chain/ensHome'
import { readEnsIdentity, resolveEnsAvatar } from '../../../chain/ensIdentity'
import { useRuntimeConfig } from '../../../chain/runtimeConfigContext'
import { PUBLIC_GATEWAYS, uriToHttpUrls, withLocalGateway } from '../../../lib/contentUri'

export interface EnsIdentityView {
  name: string
  /** Image URLs to try in turn; empty: the generated icon. */
  avatarUrls: string[]
}

/** The account's identity, or null (no verified name, or it cannot be read: the address shows). */
export function useEnsIdentity(
  account: Address | undefined,
  chain: ChainInfo | undefined,
): EnsIdentityView | null {
  const { manifest, chains } = useRuntimeConfig()
  const getClient = useChainClients()
  const { chainId: ensChainId, registry } = ensHomeOf(chain, chains)
  const gateway = manifest?.tokenLists?.gateway
  const clientFor = (chainId: number): Client | undefined => {
    if (!chains.get(chainId)) return undefined
    return getClient(chainId)
  }
  const identity = useQuery({
    queryKey: ['wallet', 'ens-identity', ensChainId, registry, account],
    enabled: account !== undefined,
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: async () => {
      const client = clientFor(ensChainId)
      if (!account || !client) return null
      return readEnsIdentity(client, { registry, account }).catch((error: unknown) => {
        console.warn('ENS identity lookup failed', error)
        return null
      })
    },
  }).data
  // The avatar on its own: the name shows while an NFT's metadata is still being read.
  const record = identity?.avatar ?? null
  const avatar = useQuery({
    queryKey: ['wallet', 'ens-avatar', record, account, gateway],
    enabled: record !== null && account !== undefined,
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: () => {
      if (!record || !account) return []
      // ipfs avatars and metadata through the app's gateways (the devnet's first on local chains).
      const gateways = gateway ? withLocalGateway(gateway) : PUBLIC_GATEWAYS
      return resolveEnsAvatar(record, {
        owner: account,
        clientFor,
        toHttpUrls: (uri) => uriToHttpUrls(uri, gateways),
      })
    },
  }).data
  return identity ? { name: identity.name, avatarUrls: avatar ?? [] } : null
}
