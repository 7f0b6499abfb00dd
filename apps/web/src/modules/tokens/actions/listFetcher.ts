// spec 01 §7.5: one fetcher for every list location. Local chains (the devnet) read lists through
// the devnet's gateway first and resolve ENS names against the local L1's registry.
import type { Address, Client } from 'viem'
import { MAINNET_ENS } from '../../../chain/chains'
import { type Gateways, PUBLIC_GATEWAYS, withLocalGateway } from '../../../lib/contentUri'
import type { TokenList } from '../types'
import { fetchTokenList } from './fetchTokenList'
import { resolveEnsContenthash } from './resolveEnsContenthash'

export interface ListFetcherParameters {
  /** The client of the L1 that resolves ENS names. */
  ensClient: () => Client
  /** The registry `ensClient` reads (chain/ensHome ensHomeOf); default: mainnet's, from the table. */
  ensRegistry?: Address
  /** The devnet's gateway base, when a local replica runs. */
  localGateway?: string
  /**
   * Issue 17: list URL → where to fetch it instead (a mainnet replica serves the production
   * default list locally). The list keeps its URL as its identity; only the request moves.
   */
  aliases?: Readonly<Record<string, string>>
  log?: (message: string) => void
}

export function listFetcherGateways(localGateway: string | undefined): Gateways {
  return localGateway ? withLocalGateway(localGateway) : PUBLIC_GATEWAYS
}

/** Returns `(url) => list` for updateList / scheduleListRefresh. */
export function createListFetcher({
  ensClient,
  ensRegistry,
  localGateway,
  aliases = {},
  log,
}: ListFetcherParameters): (url: string) => Promise<TokenList> {
  const gateways = listFetcherGateways(localGateway)
  return (listUrl) =>
    fetchTokenList({
      listUrl: Object.hasOwn(aliases, listUrl) ? (aliases[listUrl] ?? listUrl) : listUrl,
      gateways,
      ...(log ? { log } : {}),
      resolveEnsContenthash: (name) =>
        resolveEnsContenthash({
          client: ensClient(),
          registry: ensRegistry ?? MAINNET_ENS.registry,
          name,
        }),
    })
}
