// A v4 PoolKey and its PoolId (v4-core PoolId.sol: keccak256 of the ABI-encoded key, five
// words), so the router can name a pool it has not seen in a log: the hookless pools of the
// usual fee / tick-spacing pairs are found by asking StateView about their ids.
import { keccak_256 } from '@noble/hashes/sha3'
import type { Address, Hex32 } from '../graph/types.ts'
import { encodeAddress, encodeInt } from '../loader/abi.ts'

export interface V4PoolKeyFields {
  /** The lower currency (0x0 for the native coin, which always sorts first). */
  currency0: Address
  currency1: Address
  fee: number
  tickSpacing: number
  hooks: Address
}

export function v4PoolId(key: V4PoolKeyFields): Hex32 {
  const encoded =
    encodeAddress(key.currency0) +
    encodeAddress(key.currency1) +
    encodeInt(key.fee) +
    encodeInt(key.tickSpacing) +
    encodeAddress(key.hooks)
  const bytes = new Uint8Array(encoded.length / 2)
  for (let i = 0; i < bytes.length; i++)
    bytes[i] = Number.parseInt(encoded.slice(i * 2, i * 2 + 2), 16)
  let hex = ''
  for (const b of keccak_256(bytes)) hex += b.toString(16).padStart(2, '0')
  return `0x${hex}`
}

/**
 * The hookless fee / tick-spacing pairs v4 pools are mostly created with (the v3 tiers'
 * spacings, which the reference interface offers by default). Pools with other parameters or a
 * hook are found from the PoolManager's Initialize logs where the node allows (discoverPools).
 */
export const V4_STANDARD_KEYS: readonly { fee: number; tickSpacing: number }[] = [
  { fee: 100, tickSpacing: 1 },
  { fee: 500, tickSpacing: 10 },
  { fee: 3000, tickSpacing: 60 },
  { fee: 10000, tickSpacing: 200 },
]

/**
 * The currencies a v4 hop moves, from the route's token on the way in: the pool's slot is
 * found by `token0` (the graph's token), the currency is what the PoolManager settles (0x0 for
 * the native coin, though the route names it by its wrapped token).
 */
export function v4HopCurrencies(
  pool: V4PoolKeyFields & { token0: Address },
  tokenIn: Address,
): { zeroForOne: boolean; currencyIn: Address; currencyOut: Address } {
  const zeroForOne = tokenIn === pool.token0
  return zeroForOne
    ? { zeroForOne, currencyIn: pool.currency0, currencyOut: pool.currency1 }
    : { zeroForOne, currencyIn: pool.currency1, currencyOut: pool.currency0 }
}
