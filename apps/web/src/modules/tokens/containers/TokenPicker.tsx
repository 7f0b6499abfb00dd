import { useLingui } from '@lingui/react'
import { useState } from 'react'
import type { ChainInfo } from '../../../chain/chains'
import { Modal } from '../../../ui'
import { useBlockedTokens } from '../hooks/useBlockedTokens'
import { PICKER_STRINGS } from '../strings'
import type { ListedToken, TokenList } from '../types'
import { ImportListContainer } from './ImportListContainer'
import { ImportTokenContainer } from './ImportTokenContainer'
import { ManagePanel } from './ManagePanel'
import { PickerBody } from './PickerBody'

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
