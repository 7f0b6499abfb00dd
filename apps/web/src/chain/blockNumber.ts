// The block number door (issue 29): each chain's head as one query per chain, polled at the
// chain's interval (spec 01 §9) by whoever watches it. Every watcher of a chain shares the query,
// so the status bar, the quote's staleness check, the allowance refresh and the transaction
// updater make one `eth_blockNumber` per tick between them; a watcher asking for a faster tick
// (the updater, for a young transaction) speeds the shared query up while it watches.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { getBlockNumber } from 'viem/actions'
import { type GetChainClient, useChainClients } from './clients'

export const blockQueryKeys = {
  number: (chainId: number | undefined) => ['blockNumber', chainId] as const,
}

export function blockNumberQueryOptions(getClient: GetChainClient, chainId: number | undefined) {
  return queryOptions({
    queryKey: blockQueryKeys.number(chainId),
    // Fresh from the node: viem would otherwise answer from its per-client cache (a polling
    // interval long), a block behind after a faster watcher or a transaction.
    queryFn: () => getBlockNumber(getClient(chainId ?? 0), { cacheTime: 0 }),
    enabled: chainId !== undefined,
  })
}

export interface WatchBlockNumber {
  /** Default true. */
  enabled?: boolean
  /** Default: the chain's polling interval. */
  pollingInterval?: number
}

/** The head of `chainId`, refreshed every polling interval, also in a background tab. */
export function useBlockNumber(chainId: number | undefined, watch: WatchBlockNumber = {}) {
  return useBlockNumberQuery(chainId, watch).data
}

/**
 * The same watch with its read's state: `unreachable` when the node has never answered (the
 * first read failed, retries included) — spec 01 §8's 'connection failure' (StatusBar).
 */
export function useBlockNumberState(chainId: number | undefined): {
  blockNumber: bigint | undefined
  unreachable: boolean
} {
  const { data, isError } = useBlockNumberQuery(chainId, {})
  return { blockNumber: data, unreachable: isError && data === undefined }
}

function useBlockNumberQuery(
  chainId: number | undefined,
  { enabled = true, pollingInterval }: WatchBlockNumber,
) {
  const getClient = useChainClients()
  const options = blockNumberQueryOptions(getClient, chainId)
  const interval =
    pollingInterval ?? (chainId === undefined ? undefined : getClient(chainId).pollingInterval)
  return useQuery({
    ...options,
    enabled: options.enabled && enabled,
    refetchInterval: enabled ? interval : false,
    // Pending transactions are checked while the user looks at another tab (spec 01 §4).
    refetchIntervalInBackground: true,
  })
}
