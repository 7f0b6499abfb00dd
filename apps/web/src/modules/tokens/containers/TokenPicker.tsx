import { useCallback, useMemo, useState } from 'react'
import { type ChainInfo, explorerLink } from '../../../chain/chains'
import { formatTokenAmount } from '../../../lib/format'
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
import type { ListedToken } from '../types'
import type { PickerRow } from '../utils/pickerRows'
import { pickOnEnter } from '../utils/search'
import { pickerLogoUrls } from '../utils/tokenLogos'
import { ManagePanel } from './ManagePanel'

export interface TokenPickerProps {
  isOpen: boolean
  onDismiss: () => void
  chain: ChainInfo
  selectedAddress?: string | undefined
  onSelect: (token: ListedToken) => void
}

/** The token selection dialog (spec 01 §2, §4 "Token dialog view flow"). */
export function TokenPicker(props: TokenPickerProps) {
  const [view, setView] = useState<PickerView>({ kind: 'search' })
  const dismiss = () => {
    setView({ kind: 'search' })
    props.onDismiss()
  }
  return (
    <Modal
      isOpen={props.isOpen}
      onDismiss={dismiss}
      title={VIEW_TITLES[view.kind]}
      minHeightVh={view.kind === 'import' ? 40 : 80}
    >
      {view.kind === 'import' ? (
        <ImportTokenContainer
          chain={props.chain}
          token={view.token}
          onBack={() => setView({ kind: view.back })}
          onImported={(token) => {
            props.onSelect(token)
            dismiss()
          }}
        />
      ) : view.kind === 'manage' ? (
        <ManagePanel
          chain={props.chain}
          onBack={() => setView({ kind: 'search' })}
          onImportToken={(token) => setView({ kind: 'import', token, back: 'manage' })}
        />
      ) : (
        <PickerBody
          {...props}
          onDismiss={dismiss}
          onImport={(token) => setView({ kind: 'import', token, back: 'search' })}
          onManage={() => setView({ kind: 'manage' })}
        />
      )}
    </Modal>
  )
}

const VIEW_TITLES = {
  search: PICKER_STRINGS.title,
  manage: PICKER_STRINGS.manage,
  import: PICKER_STRINGS.importToken,
} as const

type PickerView =
  | { kind: 'search' }
  | { kind: 'manage' }
  | { kind: 'import'; token: ListedToken; back: 'search' | 'manage' }

function ImportTokenContainer({
  chain,
  token,
  onBack,
  onImported,
}: {
  chain: ChainInfo
  token: ListedToken
  onBack: () => void
  onImported: (token: ListedToken) => void
}) {
  const blocked = useBlockedTokens(chain.id)
  return (
    <ImportTokenView
      tokens={[token]}
      blocked={blocked.has(token.address.toLowerCase())}
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

function PickerBody({
  chain,
  selectedAddress,
  onSelect,
  onDismiss,
  onImport,
  onManage,
}: TokenPickerProps & { onImport: (token: ListedToken) => void; onManage: () => void }) {
  const [query, setQuery] = useState('')
  const wallet = useWallet()
  const account = wallet.status === 'connected' ? wallet.address : undefined
  const nativeBalance = useNativeBalance(account, chain)
  const { active } = useChainTokens(chain.id)
  const balances = useTokenBalances(account, chain.id, active, chain.pollingIntervalMs)
  const { rows, bases, settled, searching } = usePickerSearch(chain, query, balances, nativeBalance)

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
  const formatBalance = useMemo(
    () =>
      account === undefined
        ? () => undefined
        : (row: PickerRow) =>
            formatTokenAmount({ raw: row.balance ?? 0n, decimals: row.token.decimals }),
    [account],
  )
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
