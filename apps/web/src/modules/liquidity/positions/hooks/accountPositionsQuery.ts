// Query options of the positions read (STYLE "Layers for chain access": action → options →
// hook). The key starts with 'chain' (chain/queries): the refresh after a liquidity
// transaction finds it with `isAccountPositionsKey`.
import type { QueryFunctionContext, QueryKey } from '@tanstack/react-query'
import type { Address } from 'viem'
import { blockQueryKeys } from '../../../../chain/blockNumber'
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
    // A refresh continues the last v4 log search instead of starting it again (RESCAN_BLOCKS),
    // and a head the app read in the last polling interval saves the v4 read asking for one
    // (issue 32: /pool's four dependent requests become three; the search still runs to the
    // latest block).
    queryFn: ({ client, queryKey }) => {
      const last = client.getQueryData<ReadListedPositionsReturnType>(queryKey)
      const block = client.getQueryState<bigint>(blockQueryKeys.number(parameters.chainId))
      const head =
        block?.data !== undefined && Date.now() - block.dataUpdatedAt < HEAD_FRESH_MS
          ? block.data
          : undefined
      const v4 = parameters.v4 && { ...parameters.v4, previous: last?.v4Scan, head }
      return readListedPositions(getClient(parameters.chainId), { ...parameters, v4 })
    },
  }
}
