// Proposal descriptions found in ProposalCreated logs, kept across visits (issue 16: 'read in
// block ranges … and cached'): a proposal's description never changes, so a log is read once.
// Versioned key, per chain and governor, parsed defensively (STYLE.md "Versioned, defensive
// persistence"). Each entry keeps the proposer and startBlock it was found with: an entry that
// no longer matches the governor's report (a devnet restarted with other proposals) is ignored.
import { isRecord, parseJson } from '../../../lib/persist'
import { browserStorage, readItem, writeItem } from '../../../lib/storage'

export const DESCRIPTIONS_VERSION = 1
export const DESCRIPTIONS_STORAGE_KEY = `tidepool.governance.descriptions:v${DESCRIPTIONS_VERSION}`

export interface CachedDescription {
  proposer: string
  startBlock: string
  description: string
}

/** `${chainId}:${governor lower-case}` → proposal id (decimal) → entry. */
export type DescriptionCache = Record<string, Record<string, CachedDescription>>

export const cacheScope = (chainId: number, governor: string): string =>
  `${chainId}:${governor.toLowerCase()}`

const isEntry = (v: unknown): v is CachedDescription =>
  isRecord(v) &&
  typeof v.proposer === 'string' &&
  typeof v.startBlock === 'string' &&
  /^\d+$/.test(v.startBlock) &&
  typeof v.description === 'string'

/** Reads the stored cache; bad entries are dropped one by one, garbage gives none. */
export function parseDescriptionCache(raw: string | null): DescriptionCache {
  const data = parseJson(raw)
  if (!isRecord(data) || data.version !== DESCRIPTIONS_VERSION || !isRecord(data.byGovernor))
    return {}
  const out: DescriptionCache = {}
  for (const [scope, entries] of Object.entries(data.byGovernor)) {
    if (!isRecord(entries)) continue
    for (const [id, entry] of Object.entries(entries))
      if (/^\d+$/.test(id) && isEntry(entry)) out[scope] = { ...out[scope], [id]: entry }
  }
  return out
}

export function loadDescriptions(
  scope: string,
  storage: Storage | null = browserStorage(),
): Record<string, CachedDescription> {
  return parseDescriptionCache(readItem(storage, DESCRIPTIONS_STORAGE_KEY))[scope] ?? {}
}

/** Adds `entries` to the scope (re-reading first: another tab may have added others). */
export function saveDescriptions(
  scope: string,
  entries: Record<string, CachedDescription>,
  storage: Storage | null = browserStorage(),
): void {
  if (Object.keys(entries).length === 0) return
  const all = parseDescriptionCache(readItem(storage, DESCRIPTIONS_STORAGE_KEY))
  all[scope] = { ...all[scope], ...entries }
  writeItem(
    storage,
    DESCRIPTIONS_STORAGE_KEY,
    JSON.stringify({ version: DESCRIPTIONS_VERSION, byGovernor: all }),
  )
}
