import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { type ChainInfo, explorerLink } from '../../../chain/chains'
import { useRuntimeConfig } from '../../../chain/runtimeConfigContext'
import { PUBLIC_GATEWAYS, withLocalGateway } from '../../../lib/contentUri'
import { useDebouncedValue } from '../../../lib/useDebouncedValue'
import { updateList } from '../actions/updateList'
import { type ListRow, ManageListsTab } from '../components/ManageListsTab'
import { ManageTokensTab } from '../components/ManageTokensTab'
import { type ManageTab, ManageView } from '../components/ManageView'
import { TokenLogo } from '../components/TokenLogo'
import { ListValidationError } from '../errors'
import { useTokenRead } from '../hooks/useTokenRead'
import { useCustomTokensStore } from '../state/customTokens'
import { listsActions } from '../state/listsActions'
import { canRemoveList } from '../state/listsReducer'
import { useListsStore } from '../state/listsStore'
import { PICKER_STRINGS, TOKEN_STRINGS } from '../strings'
import type { ListedToken, TokenInfo, TokenList } from '../types'
import { viewListUrl } from '../utils/listLinks'
import { isValidListLocation } from '../utils/listUrl'
import { listTokenCount } from '../utils/selectors'
import { parseTokenAddress } from '../utils/tokenAddress'
import { pickerLogoUrls } from '../utils/tokenLogos'
import { useListFetcher } from './TokenListsSync'

// The texts only this part shows.
const TEXT = {
  enterValidListLocation: msg`Enter valid list location`,
  enterValidTokenAddress: msg`Enter valid token address`,
}

const versionText = (l: TokenList) => `v${l.version.major}.${l.version.minor}.${l.version.patch}`

export function ManagePanel({
  chain,
  onBack,
  onImportToken,
  onImportList,
}: {
  chain: ChainInfo
  onBack: () => void
  onImportToken: (token: ListedToken) => void
  /** A valid list was found and Import pressed: the picker shows the import list view. */
  onImportList: (url: string, list: TokenList) => void
}) {
  const [tab, setTab] = useState<ManageTab>('lists')
  const fetchList = useListFetcher()
  return (
    <ManageView tab={tab} onTab={setTab} onBack={onBack}>
      {tab === 'lists' ? (
        <ListsTabContainer chain={chain} fetchList={fetchList} onImport={onImportList} />
      ) : (
        <TokensTabContainer chain={chain} onImportToken={onImportToken} />
      )}
    </ManageView>
  )
}

function ListsTabContainer({
  chain,
  fetchList,
  onImport,
}: {
  chain: ChainInfo
  fetchList: (url: string) => Promise<TokenList>
  onImport: (url: string, list: TokenList) => void
}) {
  const { _ } = useLingui()
  const [input, setInput] = useState('')
  const url = useDebouncedValue(input.trim(), 200)
  const valid = url.length > 0 && isValidListLocation(url)
  const byUrl = useListsStore((s) => s.byUrl)
  const activeListUrls = useListsStore((s) => s.activeListUrls)
  const { data, error } = useQuery({
    queryKey: ['tokens', 'list-preview', url],
    enabled: valid,
    retry: false,
    queryFn: () => fetchList(url),
  })
  const inputError =
    url.length > 0 && !valid
      ? _(TEXT.enterValidListLocation)
      : error
        ? error instanceof ListValidationError
          ? error.message
          : _(TOKEN_STRINGS.errorImportingList)
        : undefined
  const { manifest } = useRuntimeConfig()
  const lists = useMemo(() => {
    const gateways = manifest?.tokenLists
      ? withLocalGateway(manifest.tokenLists.gateway)
      : PUBLIC_GATEWAYS
    return Object.entries(byUrl).map(
      ([listUrl, s]): ListRow => ({
        url: listUrl,
        // A list that never loaded is still listed, by its URL, with its error (spec 01 §2).
        name: s.current?.name ?? listUrl,
        logoURI: s.current?.logoURI,
        version: s.current ? versionText(s.current) : undefined,
        tokenCount: s.current ? listTokenCount(s.current, chain.id) : undefined,
        active: activeListUrls.includes(listUrl),
        hasUpdate: s.pendingUpdate !== null,
        loading: s.loadingRequestId !== null,
        error: s.error,
        viewUrl: viewListUrl(listUrl, gateways),
      }),
    )
  }, [byUrl, activeListUrls, chain.id, manifest])
  const store = listsActions(useListsStore)
  return (
    <ManageListsTab
      input={input}
      onInputChange={setInput}
      inputError={inputError}
      found={
        valid && data
          ? {
              name: data.name,
              logoURI: data.logoURI,
              tokenCount: listTokenCount(data, chain.id),
              loaded: url in byUrl,
            }
          : undefined
      }
      onImportFound={() => data && onImport(url, data)}
      lists={lists}
      canRemove={canRemoveList({ byUrl, activeListUrls })}
      onToggle={(listUrl, on) => (on ? store.enableList(listUrl) : store.disableList(listUrl))}
      onUpdate={(listUrl) => store.acceptListUpdate(listUrl)}
      onRemove={(listUrl) => store.removeList(listUrl)}
      onRetry={(listUrl) => void updateList({ store: useListsStore, url: listUrl, fetchList })}
    />
  )
}

const NO_TOKENS: Record<string, TokenInfo> = {}

function TokensTabContainer({
  chain,
  onImportToken,
}: {
  chain: ChainInfo
  onImportToken: (token: ListedToken) => void
}) {
  const [input, setInput] = useState('')
  const { _ } = useLingui()
  const address = parseTokenAddress(input)
  const read = useTokenRead(chain.id, address)
  const custom = useCustomTokensStore((s) => s.byChain[chain.id] ?? NO_TOKENS)
  const tokens = useMemo(() => Object.values(custom), [custom])
  const logo = (t: TokenInfo) => (
    <TokenLogo address={t.address} symbol={t.symbol} urls={pickerLogoUrls(t, chain)} />
  )
  const found = read.token
  return (
    <ManageTokensTab
      input={input}
      onInputChange={setInput}
      inputError={
        input.trim().length > 0 && (address === null || read.token === null)
          ? _(TEXT.enterValidTokenAddress)
          : undefined
      }
      found={
        found && (
          <div className="manage__found" data-testid="found-token">
            {logo(found)}
            <span className="manage__grow">
              <strong>{found.symbol}</strong>
              <span className="token-row__name">{found.name}</span>
            </span>
            <button
              type="button"
              className="token-row__import"
              onClick={() => onImportToken(found)}
            >
              {_(PICKER_STRINGS.import)}
            </button>
          </div>
        )
      }
      tokens={tokens}
      explorerUrl={(a) => explorerLink(chain, a, 'token')}
      logo={logo}
      onRemove={(a) => useCustomTokensStore.getState().removeToken(chain.id, a)}
      onClearAll={() => useCustomTokensStore.getState().clearAll(chain.id)}
    />
  )
}
