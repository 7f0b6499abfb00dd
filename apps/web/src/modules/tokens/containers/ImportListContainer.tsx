import { useLingui } from '@lingui/react'
import { useState } from 'react'
import type { ChainInfo } from '../../../chain/chains'
import { updateList } from '../actions/updateList'
import { ImportListView } from '../components/ImportListView'
import { listsActions } from '../state/listsActions'
import { useListsStore } from '../state/listsStore'
import { TOKEN_STRINGS } from '../strings'
import type { TokenList } from '../types'
import { listTokenCount } from '../utils/selectors'
import { useListFetcher } from './TokenListsSync'

/**
 * spec 01 §2 "Import list dialog" and §4 view flow: adds the previewed list (active), fetching it
 * through the lifecycle; on failure the list is dropped again and 'Error importing list' shows.
 */
export function ImportListContainer({
  chain,
  url,
  list,
  onBack,
  onImported,
}: {
  chain: ChainInfo
  url: string
  list: TokenList
  onBack: () => void
  onImported: () => void
}) {
  const { _ } = useLingui()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const fetchList = useListFetcher()
  return (
    <ImportListView
      name={list.name}
      url={url}
      logoURI={list.logoURI}
      tokenCount={listTokenCount(list, chain.id)}
      error={error}
      busy={busy}
      onBack={onBack}
      onImport={() => {
        const store = useListsStore
        setBusy(true)
        listsActions(store).enableList(url)
        void updateList({ store, url, fetchList }).then((fetched) => {
          setBusy(false)
          if (fetched) onImported()
          else {
            listsActions(store).removeList(url)
            setError(_(TOKEN_STRINGS.errorImportingList))
          }
        })
      }}
    />
  )
}
