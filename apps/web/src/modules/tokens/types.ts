// spec 01 §3 "Token", "Token list", "List state by URL". The list shapes follow the
// @uniswap/token-lists schema (its package ships TypeScript sources only, so the types live here).
export interface Version {
  major: number
  minor: number
  patch: number
}

export interface TagInfo {
  name: string
  description: string
}

export interface TokenInfo {
  chainId: number
  address: string
  decimals: number
  name: string
  symbol: string
  logoURI?: string
  tags?: string[]
  extensions?: Record<string, unknown>
}

export interface TokenList {
  name: string
  timestamp: string
  version: Version
  tokens: TokenInfo[]
  keywords?: string[]
  tags?: Record<string, TagInfo>
  logoURI?: string
}

/** spec 01 §3 "List state by URL". */
export interface ListState {
  current: TokenList | null
  pendingUpdate: TokenList | null
  loadingRequestId: string | null
  error: string | null
}

export interface ListsState {
  byUrl: Record<string, ListState>
  /** Lists whose tokens are active (spec 01 §4: default lists are active at start). */
  activeListUrls: string[]
}

/** A token as the picker shows it: the list it came from, if any (spec 01 §3 Token). */
export interface ListedToken extends TokenInfo {
  /** Name of the source list; undefined for custom (user-added) tokens. */
  listName?: string
}
