import { useMemo } from 'react'
import type { ChainInfo } from '../../../chain/chains'
import { useDebouncedValue } from '../../../lib/useDebouncedValue'
import { nativeToken } from '../currency'
import type { ListedToken } from '../types'
import { commonBases, nativeMatches, type PickerRow } from '../utils/pickerRows'
import { searchTokens } from '../utils/search'
import { parseTokenAddress } from '../utils/tokenAddress'
import { useChainTokens } from './useActiveTokens'
import { useFrozenPerKey } from './useFrozenPerKey'
import { useTokenRead } from './useTokenRead'

/** spec 01 §9 Timing: the search box settles for 200 ms before it filters. */
export const SEARCH_DEBOUNCE_MS = 200

/**
 * The search view's data: rows (native first when it matches, active tokens by query rank,
 * balance (frozen per query) and name, then inactive-list tokens to Import, or a pasted address read on-chain).
 */
export function usePickerSearch(
  chain: ChainInfo,
  query: string,
  balances: ReadonlyMap<string, bigint>,
  nativeBalance: bigint | undefined,
) {
  const settled = useDebouncedValue(query, SEARCH_DEBOUNCE_MS)
  const { active, inactive } = useChainTokens(chain.id)
  const native = useMemo(() => nativeToken(chain), [chain])
  // issue 12 #2: the order uses the balances known when this query settled (the opening's are
  // the cached ones); balances read later only change the figures shown, so no row moves under
  // the pointer while the dialog is open.
  const orderBalances = useFrozenPerKey(settled, balances)
  const result = useMemo(
    () =>
      searchTokens({
        query: settled,
        chainId: chain.id,
        active,
        inactive,
        balances: orderBalances,
      }),
    [settled, chain.id, active, inactive, orderBalances],
  )
  const pasted = parseTokenAddress(settled)
  const unknownAddress = pasted !== null && result.active.length + result.inactive.length === 0
  const read = useTokenRead(chain.id, unknownAddress ? pasted : null)
  const rows = useMemo<PickerRow[]>(() => {
    const out: PickerRow[] = []
    if (!pasted && nativeMatches(native, settled)) out.push(activeRow(native, nativeBalance))
    // Up to every active token (10,000 with a big list) on each keystroke: no spreads here.
    for (const t of result.active)
      out.push(
        balances.size === 0
          ? { token: t, active: true }
          : activeRow(t, balances.get(t.address.toLowerCase())),
      )
    for (const t of result.inactive) out.push({ token: t, active: false })
    if (unknownAddress && read.token) out.push({ token: read.token, active: false })
    return out
  }, [pasted, native, settled, nativeBalance, result, balances, unknownAddress, read.token])
  const bases = useMemo(
    () => commonBases(native, chain.wrappedNativeSymbol, active),
    [native, chain.wrappedNativeSymbol, active],
  )
  return { rows, bases, active, settled, searching: query !== settled || read.loading }
}

const activeRow = (token: ListedToken, balance: bigint | undefined): PickerRow =>
  balance === undefined ? { token, active: true } : { token, active: true, balance }
