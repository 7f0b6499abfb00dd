// Issue 17: which tokens take a fee on transfer, read once per token and cached. The reading is
// a simulated flash swap on eth_call (contracts/TransferFeeDetector.sol, run by the viem entry's
// measureTransferFee); this part is I/O-free: it picks the pair to borrow from, turns the
// measurement into basis points and caches it, so the quote service and the in-browser engine
// share one detector.
import { normalizeAddress } from '../graph/address.ts'
import type { Address, Pool, PoolSnapshot } from '../graph/types.ts'
import type { TransferFees } from './transferFee.ts'

export interface TransferMeasurement {
  /** What a transfer of the borrowed amount out of the pair delivered. */
  received: bigint
  /** What a transfer of `received` back into the pair delivered. */
  delivered: bigint
}

export interface MeasureTarget {
  token: Address
  /** A v2 pair of the token to borrow from, and how much. */
  pair: Address
  amount: bigint
}

/**
 * Borrows each target's `amount` of its token from its v2 pair inside one eth_call at
 * `blockNumber` and measures two transfers, answering in the targets' order. 'reverted' where
 * the simulation reverted (the token cannot be measured: no fee is assumed); rejects on a
 * failed read (nothing is cached then).
 */
export type MeasureTransfer = (p: {
  targets: readonly MeasureTarget[]
  blockNumber: bigint
}) => Promise<readonly (TransferMeasurement | 'reverted')[]>

/** The v2 pair holding most of `token`, and a tenth of that reserve to borrow. */
export function detectionTarget(
  pools: readonly Pool[],
  token: Address,
): { pair: Address; amount: bigint } | undefined {
  let best: { pair: Address; amount: bigint } | undefined
  for (const pool of pools) {
    if (pool.protocol !== 'v2') continue
    const reserve =
      pool.token0 === token ? pool.reserve0 : pool.token1 === token ? pool.reserve1 : 0n
    // Big enough for a fee of whole basis points to show exactly (see feeBpsOf).
    if (reserve < 1_000_000n) continue
    if (best === undefined || reserve / 10n > best.amount)
      best = { pair: pool.address, amount: reserve / 10n }
  }
  return best
}

/** Share lost in a transfer, in basis points rounded to the nearest. */
function lostBps(sent: bigint, arrived: bigint): number {
  if (sent <= 0n || arrived >= sent) return 0
  return Number(((sent - arrived) * 20_000n + sent) / (2n * sent))
}

/**
 * The token's fee in basis points: the larger of the two transfers' (out of a pair, into a
 * pair), since a route may transfer it either way and the quote must not promise too much.
 */
export function feeBpsOf(amount: bigint, m: TransferMeasurement): number {
  return Math.min(9_999, Math.max(lostBps(amount, m.received), lostBps(m.received, m.delivered)))
}

export interface TransferFeeCache {
  /** Fees of every token of the snapshot's pools that has a v2 pair to measure it with. */
  feesFor(snapshot: PoolSnapshot): Promise<TransferFees>
}

/**
 * One per chain. A token's fee is read once — all of a snapshot's new tokens in one eth_call —
 * and a failed read is retried on the next quote.
 */
export function createTransferFeeCache(measure: MeasureTransfer): TransferFeeCache {
  const fees = new Map<Address, Promise<number>>()
  const readNew = (snapshot: PoolSnapshot, tokens: readonly Address[]): void => {
    const targets: MeasureTarget[] = []
    for (const token of tokens) {
      if (fees.has(token)) continue
      // No v2 pair: the token cannot be measured now, nor routed through v2; try again later.
      const target = detectionTarget(snapshot.pools, token)
      if (target !== undefined) targets.push({ token, ...target })
    }
    if (targets.length === 0) return
    const read = measure({ targets, blockNumber: snapshot.blockNumber })
    targets.forEach((target, i) => {
      fees.set(
        target.token,
        read.then(
          (results) => {
            const m = results[i]
            return m === undefined || m === 'reverted' ? 0 : feeBpsOf(target.amount, m)
          },
          (e: unknown) => {
            fees.delete(target.token)
            throw e
          },
        ),
      )
    })
  }
  return {
    async feesFor(snapshot) {
      const tokens = new Set<Address>()
      for (const pool of snapshot.pools)
        tokens.add(normalizeAddress(pool.token0)).add(normalizeAddress(pool.token1))
      readNew(snapshot, [...tokens])
      const entries = await Promise.all(
        [...tokens].map(async (t) => [t, (await fees.get(t)) ?? 0] as const),
      )
      return Object.fromEntries(entries.filter(([, bps]) => bps > 0))
    },
  }
}
