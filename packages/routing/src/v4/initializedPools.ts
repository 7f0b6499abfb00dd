// v4 pools found from the PoolManager's Initialize logs (issue 31): the only way to learn of a
// pool with a hook or unusual parameters, since its PoolId hashes in the hook's address. The
// logs are read once from the PoolManager's deployment and then only for new blocks
// (`createInitializedIndex`), in block ranges a public node accepts (state/logRanges): each
// refresh reads at most its request budget further, so a long history is caught up over several
// refreshes while routing keeps the hookless pools discoverPools asks StateView about. (From
// genesis on a public mainnet node that is slow: an indexer would serve it; the README says so.)
// After a reorg or a devnet revert the index may name a pool that no longer exists: StateView
// then answers zeros and the loader skips it.
import { normalizeAddress } from '../graph/address.ts'
import type { Address } from '../graph/types.ts'
import type { Hex } from '../loader/abi.ts'
import { addressAt, signedAt, wordAt } from '../loader/abi.ts'
import type { V4PoolKey } from '../loader/loadPools.ts'
import {
  DEFAULT_MAX_LOG_RANGE,
  DEFAULT_MAX_LOG_REQUESTS,
  type LogRangeLimits,
} from '../state/logRanges.ts'
import type { ChainReader } from '../state/reader.ts'

/** keccak256('Initialize(bytes32,address,address,uint24,int24,address,uint160,int24)') */
export const INITIALIZE_TOPIC: Hex =
  '0xdd466e674ea557f56295e2d0218a125ea4b4f0f6f3307b95f85e6110838d6438'

const NATIVE: Address = '0x0000000000000000000000000000000000000000'

export interface InitializedIndexParams {
  reader: ChainReader
  poolManager: Address
  /** The PoolManager's deployment block: no pool is older. */
  fromBlock: bigint
  wrappedNative: Address
  limits?: LogRangeLimits
}

export interface InitializedIndex {
  /** The pools initialized up to `head` (as far as read so far) among `tokens`. */
  poolsAmong(tokens: readonly Address[], head: bigint): Promise<V4PoolKey[]>
}

function keyOf(
  log: { topics: readonly Hex[]; data: Hex },
  wrapped: Address,
): V4PoolKey | undefined {
  const [, id, c0, c1] = log.topics
  if (id === undefined || c0 === undefined || c1 === undefined) return undefined
  const currency0 = addressAt(c0, 0)
  const currency1 = addressAt(c1, 0)
  // An ETH/WETH pool routes nothing: both sides are one token to the graph.
  if (currency0 === NATIVE && currency1 === wrapped) return undefined
  return {
    protocol: 'v4',
    address: id.toLowerCase() as Address,
    currency0,
    currency1,
    token0: currency0 === NATIVE ? wrapped : currency0,
    token1: currency1 === NATIVE ? wrapped : currency1,
    fee: Number(wordAt(log.data, 0)),
    tickSpacing: Number(signedAt(log.data, 1)),
    hooks: addressAt(log.data, 2),
  }
}

export function createInitializedIndex(p: InitializedIndexParams): InitializedIndex {
  const wrapped = normalizeAddress(p.wrappedNative)
  const maxRange = BigInt(Math.max(1, p.limits?.maxRange ?? DEFAULT_MAX_LOG_RANGE))
  const budget = p.limits?.maxRequests ?? DEFAULT_MAX_LOG_REQUESTS
  let keys: V4PoolKey[] = []
  /** The last block read; below fromBlock: nothing read yet. */
  let readTo = p.fromBlock - 1n
  /** One refresh at a time: concurrent quotes share it. */
  let refreshing: Promise<void> | undefined

  async function refresh(head: bigint): Promise<void> {
    // The chain went back below what was read (a reorg, a devnet revert): read it all again.
    if (head < readTo) {
      keys = []
      readTo = p.fromBlock - 1n
    }
    const logs = p.reader.logs?.bind(p.reader)
    if (logs === undefined) return
    for (let n = 0; n < budget && readTo < head; n++) {
      const start = readTo + 1n
      const end = start + maxRange - 1n < head ? start + maxRange - 1n : head
      const batch = await logs({
        address: p.poolManager,
        topics: [INITIALIZE_TOPIC],
        fromBlock: start,
        toBlock: end,
      })
      for (const log of batch) {
        const key = keyOf(log, wrapped)
        if (key && !keys.some((k) => k.address === key.address)) keys.push(key)
      }
      readTo = end
    }
  }

  return {
    async poolsAmong(tokens, head) {
      while (refreshing) await refreshing
      if (readTo < head || head < readTo) {
        refreshing = refresh(head).finally(() => {
          refreshing = undefined
        })
        await refreshing
      }
      const set = new Set(tokens.map(normalizeAddress))
      return keys.filter((k) => set.has(k.token0) && set.has(k.token1))
    },
  }
}
