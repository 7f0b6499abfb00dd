// The submitted / error dialog of a v4 write (useV4Write) the add and the migration share: after
// a successful send, closing it goes on (`onSucceeded`: both go to /pool; the migration's approval
// stays on its screen).
import { TransactionDialog } from '../../../ui'
import { dialogState } from '../../transactions'
import type { V4Write } from './useV4Write'

export function V4WriteDialog({
  write,
  onSucceeded,
}: {
  write: V4Write
  onSucceeded?: () => void
}) {
  if (write.dialog.status === 'closed') return null
  return (
    <TransactionDialog
      isOpen
      onDismiss={() => {
        const succeeded = write.dialog.status === 'submitted'
        write.dismiss()
        if (succeeded) onSucceeded?.()
      }}
      state={dialogState(write.dialog, write.pendingText)}
    />
  )
}
