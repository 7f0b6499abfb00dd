// Query options of the positions read (STYLE "Layers for chain access": action → options →
// hook). The key starts with 'chain' (chain/queries): the refresh after a liquidity
// transaction finds it with `isAccountPositionsKey`.
import type { QueryFunctionContext, QueryKey } from '@tanstack/react-query'
import type { Address } from 'viem'
import { blockNumberQueryOptions } from '../../../../chain/blockNumber'
import type { GetChainClient } from '../../../../chain/clients'
import { chainQueryKeys } from '../../../../chain/queries'
import {
  type ReadListedPositionsParameters,
  type ReadListedPositionsReturnType,
  readListedPositions,
} from '../actions/readListedPositions'

/** The `read` of chainQueryKeys.multicall for the positions list; key [account]. */
export const ACCOUNT_POSITIONS_READ = 'v3Positions'

export function accountPositionsQueryKey(chainId: number, account: Address) {
  return chainQueryKeys.multicall({ chainId, read: ACCOUNT_POSITIONS_READ, key: [account] })
}

/** Whether `queryKey` is this read (any chain, any account when not given). */
export function isAccountPositionsKey(queryKey: QueryKey, account?: Address): boolean {
  return (
    queryKey[0] === 'chain' &&
    queryKey[1] === 'multicall' &&
    queryKey[3] === ACCOUNT_POSITIONS_READ &&
    (account === undefined ||
      (typeof queryKey[4] === 'string' && queryKey[4].toLowerCase() === account.toLowerCase()))
  )
}

/** How old the app's head may be for the v4 read to count its log windows up to it. */
const HEAD_FRESH_MS = 30_000

export function accountPositionsQueryOptions(
  getClient: GetChainClient,
  parameters: ReadListedPositionsParameters,
): {
  queryKey: ReturnType<typeof accountPositionsQueryKey>
  queryFn: (context: QueryFunctionContext) => Promise<ReadListedPositionsReturnType>
} {
  return {
    queryKey: accountPositionsQueryKey(parameters.chainId, parameters.account),
    // A refresh continues the last v4 log search instead of starting it again (RESCAN_BLOCKS).
    // The v4 read counts its log windows up to the app's head (the shared block-number query,
    // whose read the status bar starts with the page): taken when read in the last 30 s, else
    // awaited (joining that read when it is under way), so the v4 read keeps to three rounds in
    // lockstep with v3's instead of asking for a head of its own first (issue 32: /pool in 3
    // requests, not 4; the search still runs to the latest block).
    queryFn: async ({ client, queryKey }) => {
      const last = client.getQueryData<ReadListedPositionsReturnType>(queryKey)
      const head = parameters.v4
        ? await client
            .fetchQuery({
              ...blockNumberQueryOptions(getClient, parameters.chainId),
              staleTime: HEAD_FRESH_MS,
            })
            .catch(() => undefined)
        : undefined
      const v4 = parameters.v4 && { ...parameters.v4, previous: last?.v4Scan, head }
      return readListedPositions(getClient(parameters.chainId), { ...parameters, v4 })
    },
  }
}
