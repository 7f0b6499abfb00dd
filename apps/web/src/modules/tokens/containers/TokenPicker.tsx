import { useLingui } from '@lingui/react'
import { type ReactNode, useCallback, useMemo, useState } from 'react'
import { type ChainInfo, explorerLink } from '../../../chain/chains'
import { useFormatAmount } from '../../../lib/format'
import { Modal } from '../../../ui'
import { useNativeBalance, useWallet } from '../../wallet'
import { ImportTokenView } from '../components/ImportTokenView'
import { TokenLogo } from '../components/TokenLogo'
import { TokenSearchView } from '../components/TokenSearchView'
import { useChainTokens } from '../hooks/useActiveTokens'
import { useBlockedTokens } from '../hooks/useBlockedTokens'
import { usePickerSearch } from '../hooks/usePickerSearch'
import { useTokenBalances } from '../hooks/useTokenBalances'
import { useCustomTokensStore } from '../state/customTokens'
import { PICKER_STRINGS } from '../strings'
import type { ListedToken, TokenList } from '../types'
import { type PickerRow, rowBalanceText } from '../utils/pickerRows'
import { pickOnEnter } from '../utils/search'
import { pickerLogoUrls } from '../utils/tokenLogos'
import { ImportListContainer } from './ImportListContainer'
import { ManagePanel } from './ManagePanel'

export interface TokenPickerProps {
  isOpen: boolean
  onDismiss: () => void
  chain: ChainInfo
  selectedAddress?: string | undefined
  onSelect: (token: ListedToken) => void
}

type PickerView =
  | { kind: 'search' }
  | { kind: 'manage' }
  | { kind: 'importToken'; token: ListedToken; back: 'search' | 'manage' }
  | { kind: 'importList'; url: string; list: TokenList }

/**
 * The token selection dialog (spec 01 §2, §4 "Token dialog view flow"): search → manage → back;
 * search or manage → import token (back returns there); manage → import list → manage once added.
 * The modal's header carries each view's title (the views draw only their back arrow).
 */
export function TokenPicker(props: TokenPickerProps) {
  const { _ } = useLingui()
  const [view, setView] = useState<PickerView>({ kind: 'search' })
  const blocked = useBlockedTokens(props.chain.id)
  const dismiss = () => {
    setView({ kind: 'search' })
    props.onDismiss()
  }
  const importBlocked = view.kind === 'importToken' && blocked.has(view.token.address.toLowerCase())
  const title =
    view.kind === 'search'
      ? _(PICKER_STRINGS.title)
      : view.kind === 'manage'
        ? _(PICKER_STRINGS.manage)
        : view.kind === 'importList'
          ? _(PICKER_STRINGS.importList)
          : importBlocked
            ? _(PICKER_STRINGS.notSupportedTitle)
            : _(PICKER_STRINGS.importToken)
  return (
    <Modal
      isOpen={props.isOpen}
      onDismiss={dismiss}
      title={title}
      // spec 01 §2 Dimensions: minimum height 80, or 40 on the import views.
      minHeightVh={view.kind === 'importToken' || view.kind === 'importList' ? 40 : 80}
      // The search view's list scrolls between the search box and the Manage footer, so Manage
      // Token Lists is always in view (issue 12 #8).
      fillBody={view.kind === 'search'}
    >
      {view.kind === 'importToken' ? (
        <ImportTokenContainer
          chain={props.chain}
          token={view.token}
          blocked={importBlocked}
          onBack={() => setView({ kind: view.back })}
          onImported={(token) => {
            props.onSelect(token)
            dismiss()
          }}
        />
      ) : view.kind === 'importList' ? (
        <ImportListContainer
          chain={props.chain}
          url={view.url}
          list={view.list}
          onBack={() => setView({ kind: 'manage' })}
          onImported={() => setView({ kind: 'manage' })}
        />
      ) : view.kind === 'manage' ? (
        <ManagePanel
          chain={props.chain}
          onBack={() => setView({ kind: 'search' })}
          onImportToken={(token) => setView({ kind: 'importToken', token, back: 'manage' })}
          onImportList={(url, list) => setView({ kind: 'importList', url, list })}
        />
      ) : (
        <PickerBody
          {...props}
          onDismiss={dismiss}
          onImport={(token) => setView({ kind: 'importToken', token, back: 'search' })}
          onManage={() => setView({ kind: 'manage' })}
        />
      )}
    </Modal>
  )
}

function ImportTokenContainer({
  chain,
  token,
  blocked,
  onBack,
  onImported,
}: {
  chain: ChainInfo
  token: ListedToken
  blocked: boolean
  onBack: () => void
  onImported: (token: ListedToken) => void
}) {
  return (
    <ImportTokenView
      tokens={[token]}
      blocked={blocked}
      explorerUrl={(address) => explorerLink(chain, address, 'token')}
      logo={(t) => (
        <TokenLogo address={t.address} symbol={t.symbol} urls={pickerLogoUrls(t, chain)} />
      )}
      onBack={onBack}
      onImport={() => {
        const { listName: _source, ...info } = token
        useCustomTokensStore.getState().addToken(info)
        onImported(token)
      }}
    />
  )
}

type PickerBodyProps = TokenPickerProps & {
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
function PickerBody({ chain, onSelect, onDismiss, ...rest }: PickerBodyProps) {
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
    />
  )
}
