// Pairs the user found or added (spec 02 §2 Find pool: 'found pools are saved'; the v2 list and
// the migration list check them besides the pairs made from the active tokens). Per chain, keyed
// by the sorted token addresses; each side keeps its metadata, so a pair of imported tokens still
// lists after the token lists change. Versioned key, parsed defensively, saved debounced and
// merged across tabs (lib/persist.ts).
import { getAddress, isAddress } from 'viem'
import { create } from 'zustand'
import { isRecord, parseJson, persistDebounced } from '../../../../lib/persist'
import { browserStorage, readItem } from '../../../../lib/storage'

export const SAVED_PAIRS_VERSION = 1
export const SAVED_PAIRS_STORAGE_KEY = `tidepool.v2SavedPairs:v${SAVED_PAIRS_VERSION}`

/** One side of a saved pair: an ERC-20 (a pair never holds the native coin). */
export interface SavedPairToken {
  chainId: number
  address: string
  decimals: number
  symbol: string
  name: string
}

export interface SavedPair {
  token0: SavedPairToken
  token1: SavedPairToken
}

/** chainId → "token0:token1" (checksummed, sorted) → pair. */
export type SavedPairs = Record<number, Record<string, SavedPair>>

const isToken = (v: unknown, chainId: number): v is SavedPairToken =>
  isRecord(v) &&
  v.chainId === chainId &&
  typeof v.address === 'string' &&
  isAddress(v.address, { strict: false }) &&
  Number.isInteger(v.decimals) &&
  (v.decimals as number) >= 0 &&
  (v.decimals as number) <= 255 &&
  typeof v.symbol === 'string' &&
  typeof v.name === 'string'

/** The key of a pair: its tokens' checksummed addresses in the factory's order. */
export function savedPairKey(a: { address: string }, b: { address: string }): string {
  const [x, y] = [getAddress(a.address), getAddress(b.address)]
  return x.toLowerCase() < y.toLowerCase() ? `${x}:${y}` : `${y}:${x}`
}

function normalize(a: SavedPairToken, b: SavedPairToken): [string, SavedPair] | undefined {
  const t0 = { ...a, address: getAddress(a.address) }
  const t1 = { ...b, address: getAddress(b.address) }
  if (t0.address === t1.address) return undefined
  const sorted = t0.address.toLowerCase() < t1.address.toLowerCase() ? [t0, t1] : [t1, t0]
  return [
    savedPairKey(t0, t1),
    { token0: sorted[0] as SavedPairToken, token1: sorted[1] as SavedPairToken },
  ]
}

/** Reads stored pairs; bad entries are dropped one by one, garbage gives none. */
export function parseSavedPairs(raw: string | null): SavedPairs {
  const data = parseJson(raw)
  if (!isRecord(data) || data.version !== SAVED_PAIRS_VERSION || !isRecord(data.byChain)) return {}
  const out: SavedPairs = {}
  for (const [chain, pairs] of Object.entries(data.byChain)) {
    const chainId = Number(chain)
    if (!Number.isSafeInteger(chainId) || !isRecord(pairs)) continue
    for (const pair of Object.values(pairs)) {
      if (!isRecord(pair) || !isToken(pair.token0, chainId) || !isToken(pair.token1, chainId))
        continue
      const entry = normalize(pair.token0, pair.token1)
      if (entry) out[chainId] = { ...out[chainId], [entry[0]]: entry[1] }
    }
  }
  return out
}

export const serializeSavedPairs = (byChain: SavedPairs): string =>
  JSON.stringify({ version: SAVED_PAIRS_VERSION, byChain })

export interface SavedPairsState {
  byChain: SavedPairs
  /** Saves the pair of two ERC-20s (same token: ignored). */
  savePair: (tokenA: SavedPairToken, tokenB: SavedPairToken) => void
}

export function createSavedPairsStore(initial: SavedPairs) {
  return create<SavedPairsState>()((set) => ({
    byChain: initial,
    savePair: (tokenA, tokenB) =>
      set((s) => {
        const entry = tokenA.chainId === tokenB.chainId ? normalize(tokenA, tokenB) : undefined
        if (!entry) return s
        const chainId = tokenA.chainId
        return {
          byChain: { ...s.byChain, [chainId]: { ...s.byChain[chainId], [entry[0]]: entry[1] } },
        }
      }),
  }))
}

export type SavedPairsStore = ReturnType<typeof createSavedPairsStore>

export const useSavedPairsStore: SavedPairsStore = createSavedPairsStore(
  parseSavedPairs(readItem(browserStorage(), SAVED_PAIRS_STORAGE_KEY)),
)

/** Mount once per screen that saves or lists pairs (an effect): returns the stop function. */
export function persistSavedPairs(
  store: SavedPairsStore = useSavedPairsStore,
  storage: Storage | null = browserStorage(),
): () => void {
  return persistDebounced({
    store,
    key: SAVED_PAIRS_STORAGE_KEY,
    serialize: (s) => serializeSavedPairs(s.byChain),
    adopt: (raw) => store.setState({ byChain: parseSavedPairs(raw) }),
    storage,
  })
}
