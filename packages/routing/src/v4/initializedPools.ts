// v4 pools found from the PoolManager's Initialize logs (issue 31): the only way to learn of a
// pool with a hook or unusual parameters, since its PoolId hashes in the hook's address. Asked
// for the token set's currencies only, in block ranges a public node accepts (state/logRanges);
// when the range from the PoolManager's deployment is longer than a refresh may spend, the
// answer is "none found" and routing keeps the hookless pools discoverPools asks StateView about
// (an indexer would be needed there; the README says so).
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

const topicOf = (a: Address): Hex => `0x${a.slice(2).toLowerCase().padStart(64, '0')}`

export interface InitializedPoolsParams {
  reader: ChainReader
  poolManager: Address
  /** The PoolManager's deployment block: no pool is older. */
  fromBlock: bigint
  toBlock: bigint
  tokens: readonly Address[]
  wrappedNative: Address
  limits?: LogRangeLimits
}

/** Every pool initialized among the tokens' currencies, or [] when the node can't be asked. */
export async function initializedPools(p: InitializedPoolsParams): Promise<V4PoolKey[]> {
  const logs = p.reader.logs?.bind(p.reader)
  if (logs === undefined || p.fromBlock > p.toBlock) return []
  const maxRange = BigInt(Math.max(1, p.limits?.maxRange ?? DEFAULT_MAX_LOG_RANGE))
  const chunks = (p.toBlock - p.fromBlock) / maxRange + 1n
  if (chunks > BigInt(p.limits?.maxRequests ?? DEFAULT_MAX_LOG_REQUESTS)) return []
  const wrapped = normalizeAddress(p.wrappedNative)
  const tokens = p.tokens.map(normalizeAddress)
  const currencies = [...tokens, ...(tokens.includes(wrapped) ? [NATIVE] : [])].map(topicOf)
  const found: V4PoolKey[] = []
  for (let start = p.fromBlock; start <= p.toBlock; start += maxRange) {
    const end = start + maxRange - 1n < p.toBlock ? start + maxRange - 1n : p.toBlock
    const batch = await logs({
      address: p.poolManager,
      topics: [INITIALIZE_TOPIC, null, currencies, currencies],
      fromBlock: start,
      toBlock: end,
    })
    for (const log of batch) {
      const [, id, c0, c1] = log.topics
      if (id === undefined || c0 === undefined || c1 === undefined) continue
      const currency0 = addressAt(c0, 0)
      const currency1 = addressAt(c1, 0)
      // An ETH/WETH pool routes nothing: both sides are one token to the graph.
      if (currency0 === NATIVE && currency1 === wrapped) continue
      found.push({
        protocol: 'v4',
        address: id.toLowerCase() as Address,
        currency0,
        currency1,
        token0: currency0 === NATIVE ? wrapped : currency0,
        token1: currency1 === NATIVE ? wrapped : currency1,
        fee: Number(wordAt(log.data, 0)),
        tickSpacing: Number(signedAt(log.data, 1)),
        hooks: addressAt(log.data, 2),
      })
    }
  }
  return found
}
