import type { AmountFormatters } from '../../../lib/format'
import type { ListedToken } from '../types'

export interface PickerRow {
  token: ListedToken
  /** On an active list or user-added: shows 'Active', else an Import button. */
  active: boolean
  balance?: bigint
}

const BASE_SYMBOLS = ['DAI', 'USDC', 'USDT', 'WBTC']

/** spec 01 §2 common-base shortcuts: the native currency, its wrapped token and the majors. */
export function commonBases(
  native: ListedToken,
  wrappedSymbol: string,
  active: readonly ListedToken[],
): ListedToken[] {
  const wanted = [wrappedSymbol, ...BASE_SYMBOLS]
  const bases = wanted.flatMap((s) => {
    const hit = active.find((t) => t.symbol === s)
    return hit ? [hit] : []
  })
  return [native, ...bases]
}

/** Whether the native entry matches a query (its symbol or name, like a listed token). */
export function nativeMatches(native: ListedToken, query: string): boolean {
  const q = query.trim().toLowerCase()
  if (q.length === 0) return true
  return native.symbol.toLowerCase().startsWith(q) || native.name.toLowerCase().startsWith(q)
}

/**
 * A row's balance as shown: whole units with the active language's group separators, decimals to
 * the token's display precision (issue 12 #4, issue 34 #5); nothing while it is not read yet (not
 * a '0' that is wrong).
 */
export function rowBalanceText(
  format: Pick<AmountFormatters, 'balance'>,
  row: PickerRow,
): string | undefined {
  return row.balance === undefined ? undefined : format.balance(row.balance, row.token.decimals)
}
