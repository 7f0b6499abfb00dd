// Version arithmetic of token lists with the semantics of @uniswap/token-lists
// (getVersionUpgrade, diffTokenLists, minVersionBump). That package ships TypeScript sources
// only (no dist/), which this app's strict compiler settings cannot import, so the three small
// functions are restated here and pinned by tests.
import type { TokenInfo, TokenList, Version } from '../types'

export enum VersionUpgrade {
  NONE = 0,
  PATCH = 1,
  MINOR = 2,
  MAJOR = 3,
}

/** The upgrade from `base` to `update`; downgrades and equal versions are NONE. */
export function getVersionUpgrade(base: Version, update: Version): VersionUpgrade {
  if (update.major !== base.major)
    return update.major > base.major ? VersionUpgrade.MAJOR : VersionUpgrade.NONE
  if (update.minor !== base.minor)
    return update.minor > base.minor ? VersionUpgrade.MINOR : VersionUpgrade.NONE
  return update.patch > base.patch ? VersionUpgrade.PATCH : VersionUpgrade.NONE
}

export interface TokenListDiff {
  added: TokenInfo[]
  removed: TokenInfo[]
  /** chainId → address → names of the changed properties. */
  changed: Record<number, Record<string, string[]>>
}

const key = (t: TokenInfo) => `${t.chainId}:${t.address}`

function sameProperty(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((el, i) => b[i] === el)
  return false
}

/** Tokens added, removed and changed between two lists (by chain id and address). */
export function diffTokenLists(base: TokenInfo[], update: TokenInfo[]): TokenListDiff {
  const baseByKey = new Map(base.map((t) => [key(t), t]))
  const updateKeys = new Set(update.map(key))
  const diff: TokenListDiff = { added: [], removed: [], changed: {} }
  for (const token of update) {
    const before = baseByKey.get(key(token))
    if (!before) {
      diff.added.push(token)
      continue
    }
    const changes = (Object.keys(token) as (keyof TokenInfo)[])
      .filter((p) => p !== 'address' && p !== 'chainId')
      .filter((p) => !sameProperty(token[p], before[p]))
    if (changes.length > 0) {
      const byChain = diff.changed[token.chainId] ?? {}
      byChain[token.address] = changes
      diff.changed[token.chainId] = byChain
    }
  }
  diff.removed = base.filter((t) => !updateKeys.has(key(t)))
  return diff
}

/** The smallest bump that covers the change: removal → major, addition → minor, edit → patch. */
export function minVersionBump(base: TokenInfo[], update: TokenInfo[]): VersionUpgrade {
  const diff = diffTokenLists(base, update)
  if (diff.removed.length > 0) return VersionUpgrade.MAJOR
  if (diff.added.length > 0) return VersionUpgrade.MINOR
  if (Object.keys(diff.changed).length > 0) return VersionUpgrade.PATCH
  return VersionUpgrade.NONE
}

export type UpdateDecision =
  | { kind: 'none' }
  | { kind: 'apply' }
  | { kind: 'keep-pending'; reason: string }

/**
 * spec 01 §4 "Token list lifecycle", version-bump rules: a major bump applies automatically; a
 * minor or patch bump applies only if the bump is at least as large as the change in tokens,
 * otherwise an error is logged (and the update stays pending for the user to accept).
 */
export function decidePendingUpdate(current: TokenList, pending: TokenList): UpdateDecision {
  const bump = getVersionUpgrade(current.version, pending.version)
  if (bump === VersionUpgrade.NONE) return { kind: 'none' }
  if (bump === VersionUpgrade.MAJOR) return { kind: 'apply' }
  const min = minVersionBump(current.tokens, pending.tokens)
  if (bump >= min) return { kind: 'apply' }
  return {
    kind: 'keep-pending',
    reason: `List "${pending.name}" could not update automatically: the version bump was only ${VersionUpgrade[bump]} while the change needs ${VersionUpgrade[min]}`,
  }
}
