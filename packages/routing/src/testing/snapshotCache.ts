// Loaded pools kept on disk for the rest of a test run, each keyed by what it was read from: the
// pool's key and its storage root (eth_getProof's storageHash) at the pinned block. A whole-pool
// load reads every bitmap word of every pool (7–10 s on the devnet's L1), and five integration
// files read the same seeded pools (bench/README.md, "Clean-clone `npm ci && npm test`"). A
// pool's state is its storage, so the same root means the same reserves, price, liquidity and
// ticks; a swap, mint or burn changes the root, and that pool alone is read again.
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { PublicClient } from 'viem'
import type { Pool } from '../graph/types.ts'
import type { PoolKey } from '../loader/loadPools.ts'

export interface CachedPoolsParameters {
  client: PublicClient
  chainId: number
  keys: readonly PoolKey[]
  blockNumber: bigint
  dir: string
  /** Reads the given pools from the chain (at `blockNumber`), in loadPools's order. */
  load: (keys: readonly PoolKey[]) => Promise<Pool[]>
}

const BIGINT = /^(-?\d+)n$/
const toJson = (pool: Pool): string =>
  JSON.stringify(pool, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v))
const fromJson = (text: string): Pool =>
  JSON.parse(text, (_k, v: unknown) => {
    const m = typeof v === 'string' ? BIGINT.exec(v) : null
    return m?.[1] === undefined ? v : BigInt(m[1])
  }) as Pool

/**
 * The pools of `keys` as loadPools returns them (pairs first, then pools, each in key order):
 * those whose storage is unchanged since a load of this run from `dir`, the rest from `load`.
 */
export async function cachedPools(p: CachedPoolsParameters): Promise<Pool[]> {
  const block = `0x${p.blockNumber.toString(16)}` as const
  const files = await Promise.all(
    p.keys.map(async (key) => {
      const { storageHash } = await p.client.request({
        method: 'eth_getProof',
        params: [key.address, [], block],
      })
      const name = createHash('sha256')
        .update(JSON.stringify({ chainId: p.chainId, key, storageHash }))
        .digest('hex')
      return path.join(p.dir, `${name}.json`)
    }),
  )
  const found = await Promise.all(
    files.map((f) => readFile(f, 'utf8').then(fromJson, () => undefined)),
  )
  const missing = p.keys.filter((_, i) => found[i] === undefined)
  const loaded = missing.length > 0 ? await p.load(missing) : []
  const byAddress = new Map(loaded.map((pool) => [pool.address.toLowerCase(), pool]))
  await mkdir(p.dir, { recursive: true })
  const pools = await Promise.all(
    p.keys.map(async (key, i) => {
      const cached = found[i]
      if (cached) return cached
      const pool = byAddress.get(key.address.toLowerCase())
      if (!pool) throw new Error(`pool ${key.address} was not loaded`)
      // Written whole, then renamed: a reader never sees half a file.
      const file = files[i] as string
      await writeFile(`${file}.${process.pid}.tmp`, toJson(pool))
      await rename(`${file}.${process.pid}.tmp`, file)
      return pool
    }),
  )
  return [
    ...pools.filter((pool) => pool.protocol === 'v2'),
    ...pools.filter((pool) => pool.protocol !== 'v2'),
  ]
}
