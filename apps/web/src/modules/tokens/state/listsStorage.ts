// Persisted token lists (spec 01 §9 Timing: saved with a 1000 ms debounce; ARCHITECTURE "App
// state": versioned key, defensive parse). Anything unreadable degrades to the defaults, entry by
// entry, so a corrupt list never breaks start-up or loses the others.
import { isRecord, parseJson } from '../../../lib/persist'
import type { ListState, ListsState, TokenInfo, TokenList } from '../types'

/** A list offered but not fetched yet. */
export const NEW_LIST_STATE: ListState = {
  current: null,
  pendingUpdate: null,
  loadingRequestId: null,
  error: null,
}

export const LISTS_VERSION = 1
export const LISTS_STORAGE_KEY = `tidepool.lists:v${LISTS_VERSION}`

/** The stored slice: lists plus the default URLs already offered (so new defaults activate once). */
export interface StoredLists extends ListsState {
  defaultsSeen: string[]
}

const isString = (v: unknown): v is string => typeof v === 'string'
const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString)
const isNat = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0

function isToken(v: unknown): v is TokenInfo {
  return (
    isRecord(v) &&
    isNat(v.chainId) &&
    isString(v.address) &&
    isNat(v.decimals) &&
    isString(v.symbol) &&
    isString(v.name)
  )
}

/** A structural check of a stored list (the schema ran when it was fetched). */
export function parseStoredList(v: unknown): TokenList | null {
  if (!isRecord(v) || !isString(v.name) || !isString(v.timestamp)) return null
  const version = v.version
  if (!isRecord(version) || !isNat(version.major) || !isNat(version.minor) || !isNat(version.patch))
    return null
  if (!Array.isArray(v.tokens) || !v.tokens.every(isToken)) return null
  return v as unknown as TokenList
}

function parseListState(v: unknown): ListState {
  if (!isRecord(v)) return { ...NEW_LIST_STATE }
  return {
    current: parseStoredList(v.current),
    pendingUpdate: parseStoredList(v.pendingUpdate),
    // A request in flight when the page closed never settles: start idle.
    loadingRequestId: null,
    error: isString(v.error) ? v.error : null,
  }
}

/** Defaults only: every default list present and active. */
export function defaultLists(defaultListUrls: readonly string[]): StoredLists {
  return {
    byUrl: Object.fromEntries(defaultListUrls.map((u) => [u, { ...NEW_LIST_STATE }])),
    activeListUrls: [...defaultListUrls],
    defaultsSeen: [...defaultListUrls],
  }
}

/**
 * Adds default lists not offered before, active (spec 01 §4: default lists are active at
 * start); defaults the user already removed or turned off stay that way.
 */
export function mergeDefaultLists(
  state: StoredLists,
  defaultListUrls: readonly string[],
): StoredLists {
  const fresh = defaultListUrls.filter((u) => !state.defaultsSeen.includes(u))
  if (fresh.length === 0) return state
  const byUrl = { ...state.byUrl }
  for (const u of fresh) byUrl[u] ??= { ...NEW_LIST_STATE }
  return {
    byUrl,
    activeListUrls: [
      ...state.activeListUrls,
      ...fresh.filter((u) => !state.activeListUrls.includes(u)),
    ],
    defaultsSeen: [...state.defaultsSeen, ...fresh],
  }
}

/** Reads the stored lists; garbage of any shape migrates to the defaults. */
export function parseStoredLists(
  raw: string | null,
  defaultListUrls: readonly string[],
): StoredLists {
  const data = parseJson(raw)
  if (!isRecord(data) || data.version !== LISTS_VERSION || !isRecord(data.byUrl))
    return defaultLists(defaultListUrls)
  const byUrl: Record<string, ListState> = {}
  for (const [url, list] of Object.entries(data.byUrl)) byUrl[url] = parseListState(list)
  const active = isStringArray(data.activeListUrls) ? data.activeListUrls : []
  const seen = isStringArray(data.defaultsSeen) ? data.defaultsSeen : []
  const state: StoredLists = {
    byUrl,
    activeListUrls: [...new Set(active)].filter((u) => u in byUrl),
    defaultsSeen: seen,
  }
  return mergeDefaultLists(state, defaultListUrls)
}

export function serializeLists(state: StoredLists): string {
  const byUrl = Object.fromEntries(
    Object.entries(state.byUrl).map(([url, l]) => [
      url,
      { current: l.current, pendingUpdate: l.pendingUpdate, error: l.error },
    ]),
  )
  return JSON.stringify({
    version: LISTS_VERSION,
    byUrl,
    activeListUrls: state.activeListUrls,
    defaultsSeen: state.defaultsSeen,
  })
}
