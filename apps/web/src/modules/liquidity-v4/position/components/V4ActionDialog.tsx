import { TransactionDialog } from '../../../../ui'
import { dialogState } from '../../../transactions'
import type { V4PositionAction } from '../hooks/useV4PositionAction'

/** The shared transaction dialog of a v4 position write, while it has one. */
export function V4ActionDialog({ action }: { action: V4PositionAction }) {
  if (action.dialog.status === 'closed') return null
  return (
    <TransactionDialog
      isOpen
      onDismiss={action.dismiss}
      state={dialogState(action.dialog, action.pendingText)}
    />
  )
}
