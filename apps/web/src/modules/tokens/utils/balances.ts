// The picker shows a balance for every active token (issue 3; spec 01 §2: a 10,000-token list
// too), and sorts holders first, so every active token's balance is read: in chunks of one
// multicall each, each chunk its own query, so a list change re-reads only the chunks it changed
// and a chunk's unchanged result keeps its identity (nothing re-sorts for it).
import { fnv1a64 } from '../../../lib/digest'
import { BALANCE_CHUNK_SIZE, type ReadTokenBalancesReturnType } from '../actions/readTokenBalances'

export interface BalanceChunk<T extends { address: string }> {
  tokens: readonly T[]
  /**
   * The chunk's query key: its size and a 64-bit FNV-1a digest of its lower-case addresses.
   * Short on purpose: TanStack Query hashes every key on each render of the hook, and 500
   * addresses joined would be 21 KB per chunk.
   */
  key: string
}

type Token = { address: string }

const chunksOf = new WeakMap<readonly Token[], readonly BalanceChunk<Token>[]>()

/** `tokens` in chunks of BALANCE_CHUNK_SIZE, built once per array identity (the lists store's). */
export function balanceChunks<T extends Token>(tokens: readonly T[]): readonly BalanceChunk<T>[] {
  const hit = chunksOf.get(tokens)
  if (hit) return hit as readonly BalanceChunk<T>[]
  const out: BalanceChunk<T>[] = []
  for (let i = 0; i < tokens.length; i += BALANCE_CHUNK_SIZE) {
    const part = tokens.slice(i, i + BALANCE_CHUNK_SIZE)
    out.push({
      tokens: part,
      key: `${part.length}:${fnv1a64(part.map((t) => t.address.toLowerCase()).join())}`,
    })
  }
  chunksOf.set(tokens, out)
  return out
}

/** The chunks' balances by lower-case address; chunks not read yet and failed reads are left out. */
export function mergeBalances(
  chunks: readonly BalanceChunk<Token>[],
  results: readonly (ReadTokenBalancesReturnType | undefined)[],
): Map<string, bigint> {
  const out = new Map<string, bigint>()
  chunks.forEach((chunk, c) => {
    const balances = results[c]
    if (!balances) return
    chunk.tokens.forEach((t, i) => {
      const balance = balances[i]
      if (typeof balance === 'bigint') out.set(t.address.toLowerCase(), balance)
    })
  })
  return out
}
