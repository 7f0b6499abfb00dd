// spec 01 §3 "User settings: saved tokens by chain then address" and §2 Manage → Tokens tab:
// custom tokens per chain, 'Clear all', remove. Persisted under a versioned key, parsed
// defensively, saved debounced 1000 ms (spec 01 §9 Timing).
import { getAddress, isAddress } from 'viem'
import { create } from 'zustand'
import { isRecord, parseJson, persistDebounced } from '../../../lib/persist'
import { browserStorage, readItem } from '../../../lib/storage'
import type { TokenInfo } from '../types'
import { parseStoredList } from './listsStorage'

export const CUSTOM_TOKENS_VERSION = 1
export const CUSTOM_TOKENS_STORAGE_KEY = `tidepool.customTokens:v${CUSTOM_TOKENS_VERSION}`

/** chainId → checksummed address → token. */
export type CustomTokens = Record<number, Record<string, TokenInfo>>

const isToken = (v: unknown): v is TokenInfo =>
  parseStoredList({
    name: 'x',
    timestamp: 'x',
    version: { major: 0, minor: 0, patch: 0 },
    tokens: [v],
  }) !== null

/** Reads stored custom tokens; bad entries are dropped one by one, garbage gives none. */
export function parseCustomTokens(raw: string | null): CustomTokens {
  const data = parseJson(raw)
  if (!isRecord(data) || data.version !== CUSTOM_TOKENS_VERSION || !isRecord(data.byChain))
    return {}
  const out: CustomTokens = {}
  for (const [chain, tokens] of Object.entries(data.byChain)) {
    const chainId = Number(chain)
    if (!Number.isSafeInteger(chainId) || !isRecord(tokens)) continue
    for (const token of Object.values(tokens)) {
      if (
        !isToken(token) ||
        token.chainId !== chainId ||
        !isAddress(token.address, { strict: false })
      )
        continue
      const address = getAddress(token.address)
      out[chainId] = { ...out[chainId], [address]: { ...token, address } }
    }
  }
  return out
}

export function serializeCustomTokens(byChain: CustomTokens): string {
  return JSON.stringify({ version: CUSTOM_TOKENS_VERSION, byChain })
}

export interface CustomTokensState {
  byChain: CustomTokens
  addToken: (token: TokenInfo) => void
  removeToken: (chainId: number, address: string) => void
  clearAll: (chainId: number) => void
}

export function createCustomTokensStore(initial: CustomTokens) {
  return create<CustomTokensState>()((set) => ({
    byChain: initial,
    addToken: (token) =>
      set((s) => {
        const address = getAddress(token.address)
        return {
          byChain: {
            ...s.byChain,
            [token.chainId]: { ...s.byChain[token.chainId], [address]: { ...token, address } },
          },
        }
      }),
    removeToken: (chainId, address) =>
      set((s) => {
        const { [getAddress(address)]: _gone, ...rest } = s.byChain[chainId] ?? {}
        return { byChain: { ...s.byChain, [chainId]: rest } }
      }),
    clearAll: (chainId) => set((s) => ({ byChain: { ...s.byChain, [chainId]: {} } })),
  }))
}

export type CustomTokensStore = ReturnType<typeof createCustomTokensStore>

export const useCustomTokensStore: CustomTokensStore = createCustomTokensStore(
  parseCustomTokens(readItem(browserStorage(), CUSTOM_TOKENS_STORAGE_KEY)),
)

export function persistCustomTokens(
  store: CustomTokensStore = useCustomTokensStore,
  storage: Storage | null = browserStorage(),
): () => void {
  return persistDebounced({
    store,
    key: CUSTOM_TOKENS_STORAGE_KEY,
    serialize: (s) => serializeCustomTokens(s.byChain),
    // Another tab's imports, merged per chain and address (lib/persist.ts).
    adopt: (raw) => store.setState({ byChain: parseCustomTokens(raw) }),
    storage,
  })
}
