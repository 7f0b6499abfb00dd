// Beyond the spec (issue 5 "go beyond the anchor"): a transaction sped up or cancelled in the
// wallet never gets a receipt under its own hash; its nonce is mined by another transaction.
// The reference interface then shows it pending forever. We read the sender's mined nonce: once
// it passed the transaction's nonce, that nonce belongs to some mined transaction.
import type { Address, Client, Hash } from 'viem'
import { getBlock, getTransactionCount } from 'viem/actions'

/** Blocks searched back when the transaction was never checked (bounded: archive state). */
export const REPLACEMENT_SEARCH_BLOCKS = 1_024n

/** `from`'s latest mined transaction count (the next nonce the chain will take from it). */
export type MinedNonceReader = (from: Address) => Promise<number>

/**
 * Reads each sender's mined transaction count at most once. One reader serves one check (one
 * block) of every pending transaction, so a sender's pending transactions cost one read between
 * them. The count only grows: a transaction whose receipt was looked for after the read is at
 * worst called pending until the next check, never replaced by mistake.
 */
export function createMinedNonceReader(client: Client): MinedNonceReader {
  const bySender = new Map<string, Promise<number>>()
  return (from) => {
    const key = from.toLowerCase()
    let count = bySender.get(key)
    if (!count) {
      count = getTransactionCount(client, { address: from, blockTag: 'latest' })
      bySender.set(key, count)
    }
    return count
  }
}

/**
 * The hash of the mined transaction that used `from`'s `nonce`, searched in
 * (`fromBlock`, `toBlock`]. Costs about log2(range) nonce reads plus one block: a binary search
 * for the first block whose state counts past `nonce` — the block that mined it. Null when it
 * is not in the range or the node cannot answer for older blocks (pruned state).
 */
export async function findReplacement({
  client,
  from,
  nonce,
  fromBlock,
  toBlock,
}: {
  client: Client
  from: Address
  nonce: number
  /** A block where the nonce was still unused (the last check), or undefined: search back. */
  fromBlock: bigint | undefined
  toBlock: bigint
}): Promise<Hash | null> {
  try {
    const countAt = (blockNumber: bigint) =>
      getTransactionCount(client, { address: from, blockNumber })
    let lo =
      fromBlock ?? (toBlock > REPLACEMENT_SEARCH_BLOCKS ? toBlock - REPLACEMENT_SEARCH_BLOCKS : 0n)
    let hi = toBlock
    if ((await countAt(lo)) > nonce || (await countAt(hi)) <= nonce) return null
    // Invariant: count(lo) <= nonce < count(hi).
    while (hi - lo > 1n) {
      const mid = (lo + hi) / 2n
      if ((await countAt(mid)) > nonce) hi = mid
      else lo = mid
    }
    const block = await getBlock(client, { blockNumber: hi, includeTransactions: true })
    const lower = from.toLowerCase()
    const mined = block.transactions.find(
      (t) => t.from.toLowerCase() === lower && t.nonce === nonce,
    )
    return mined?.hash ?? null
  } catch {
    return null
  }
}
