// The dialog around one write of a form (spec 02 §4 Add flow: confirm in the wallet, then
// submitted with the explorer link, or the error; a refusal in the wallet closes it silently,
// spec 02 §8). The v2 and v3 add screens drive TransactionDialog with it: `run` takes the send,
// `dialogState` maps the phase to the dialog's state with the flow's pending text.
import { useCallback, useState } from 'react'
import type { Hash } from 'viem'
import { type ChainInfo, explorerLink } from '../../../chain/chains'
import type { TransactionDialogState } from '../../../ui'

export type TransactionDialogPhase =
  | { status: 'closed' }
  | { status: 'confirm' }
  | { status: 'submitted'; hash: Hash; explorerUrl: string }
  | { status: 'error'; message: string }

export function useTransactionDialog(chain: ChainInfo) {
  const [dialog, setDialog] = useState<TransactionDialogPhase>({ status: 'closed' })
  /** Opens the dialog, awaits `send` (null: refused in the wallet) and shows its outcome. */
  const run = useCallback(
    async <T extends { hash: Hash }>(what: string, send: () => Promise<T | null>) => {
      setDialog({ status: 'confirm' })
      try {
        const sent = await send()
        if (!sent) {
          setDialog({ status: 'closed' })
          return null
        }
        setDialog({
          status: 'submitted',
          hash: sent.hash,
          explorerUrl: explorerLink(chain, sent.hash, 'transaction'),
        })
        return sent
      } catch (error) {
        console.error(what, error)
        setDialog({
          status: 'error',
          message: error instanceof Error ? error.message : String(error),
        })
        return null
      }
    },
    [chain],
  )
  const close = useCallback(() => setDialog({ status: 'closed' }), [])
  return { dialog, run, close }
}

/** The TransactionDialog state of an open phase; `pendingText` says what is being done. */
export function dialogState(
  dialog: Exclude<TransactionDialogPhase, { status: 'closed' }>,
  pendingText: string | undefined,
): TransactionDialogState {
  switch (dialog.status) {
    case 'submitted':
      return { status: 'submitted', explorerUrl: dialog.explorerUrl }
    case 'error':
      return { status: 'error', message: dialog.message }
    case 'confirm':
      return pendingText === undefined ? { status: 'confirm' } : { status: 'confirm', pendingText }
  }
}
