import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useCallback, useMemo, useState } from 'react'
import type { ChainInfo } from '../../../chain/chains'
import { useFormatAmount } from '../../../lib/format'
import { useNativeBalance, useWallet } from '../../wallet'
import { TokenLogo } from '../components/TokenLogo'
import { TokenSearchView } from '../components/TokenSearchView'
import { useChainTokens } from '../hooks/useActiveTokens'
import { usePickerSearch } from '../hooks/usePickerSearch'
import { useTokenBalances } from '../hooks/useTokenBalances'
import { isRisky } from '../safety/TokenSafetyNotice'
import { tokenSafetyCached } from '../safety/useTokenSafety'
import type { ListedToken } from '../types'
import { type PickerRow, rowBalanceText } from '../utils/pickerRows'
import { pickOnEnter } from '../utils/search'
import { pickerLogoUrls } from '../utils/tokenLogos'

/** The picker's props, less its open state, plus the two ways out of the search view. */
export type PickerBodyProps = {
  chain: ChainInfo
  selectedAddress?: string | undefined
  onSelect: (token: ListedToken) => void
  onDismiss: () => void
  onImport: (token: ListedToken) => void
  onManage: () => void
}

/**
 * How often the open picker re-reads every active token's balance: a 10,000-token list is 20
 * multicalls of 500 balanceOf each, too many for a public RPC every second on a rollup (whose
 * blocks set chain.pollingIntervalMs to 1 s). The swap form's own two balances follow blocks.
 */
const PICKER_BALANCES_POLL_MS = 15_000

/**
 * The search view's wallet-dependent data (balances, formatting, logos). Kept apart from the
 * query state (PickerSearch) so a keystroke does not re-run the balance reads' hooks
 * (issue 3 Performance: a keystroke within one frame with 10,000 tokens).
 */
export function PickerBody({ chain, onSelect, onDismiss, ...rest }: PickerBodyProps) {
  const wallet = useWallet()
  const account = wallet.status === 'connected' ? wallet.address : undefined
  const nativeBalance = useNativeBalance(account, chain)
  const { active } = useChainTokens(chain.id)
  const balances = useTokenBalances(
    account,
    chain.id,
    active,
    Math.max(chain.pollingIntervalMs, PICKER_BALANCES_POLL_MS),
  )
  const select = useCallback(
    (token: ListedToken) => {
      onSelect(token)
      onDismiss()
    },
    [onSelect, onDismiss],
  )
  const logo = useCallback(
    (token: ListedToken, size: number) => (
      <TokenLogo
        address={token.address}
        symbol={token.symbol}
        size={size}
        urls={pickerLogoUrls(token, chain)}
      />
    ),
    [chain],
  )
  // The active language's separators (issue 11 §4): a new language redraws the rows.
  const format = useFormatAmount()
  const formatBalance = useMemo(
    () =>
      account === undefined ? () => undefined : (row: PickerRow) => rowBalanceText(format, row),
    [account, format],
  )
  return (
    <PickerSearch
      chain={chain}
      balances={balances}
      nativeBalance={nativeBalance}
      select={select}
      logo={logo}
      formatBalance={formatBalance}
      selectedAddress={rest.selectedAddress}
      onImport={rest.onImport}
      onManage={rest.onManage}
    />
  )
}

function PickerSearch({
  chain,
  balances,
  nativeBalance,
  select,
  logo,
  formatBalance,
  selectedAddress,
  onImport,
  onManage,
}: {
  chain: ChainInfo
  balances: ReadonlyMap<string, bigint>
  nativeBalance: bigint | undefined
  select: (token: ListedToken) => void
  logo: (token: ListedToken, size: number) => ReactNode
  formatBalance: (row: PickerRow) => string | undefined
  selectedAddress: string | undefined
  onImport: (token: ListedToken) => void
  onManage: () => void
}) {
  const [query, setQuery] = useState('')
  const queryClient = useQueryClient()
  const { rows, bases, settled, searching } = usePickerSearch(chain, query, balances, nativeBalance)
  const onEnter = () => {
    if (query !== settled) return
    const pick = pickOnEnter(
      settled,
      rows.filter((r) => r.active).map((r) => r.token),
    )
    if (pick) select(pick)
  }
  return (
    <TokenSearchView
      query={query}
      onQueryChange={setQuery}
      onEnter={onEnter}
      bases={bases}
      rows={rows}
      searching={searching}
      selectedAddress={selectedAddress}
      formatBalance={formatBalance}
      logo={logo}
      onSelect={select}
      onImport={onImport}
      onManage={onManage}
      risky={(t) => isRisky(tokenSafetyCached(queryClient, chain.id, t.address))}
    />
  )
}
