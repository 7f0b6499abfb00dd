// The wallet modal with its account view's recent transactions: the shell composes the two
// modules, as modules form a DAG and transactions already depends (through tokens) on wallet.
// The shell's lazy entry to it (app/afterPaintParts.ts): the recent-transactions panel's code is
// not in the /swap entry; the modal's own code loads when it first opens.
import { Suspense } from 'react'
import { useModalOpen } from '../../modules/application'
import { RecentTransactions } from '../../modules/transactions'
import { WalletModal as Modal } from '../../modules/wallet'

export function WalletModal() {
  const open = useModalOpen('wallet')
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <Modal RecentTransactions={RecentTransactions} />
    </Suspense>
  )
}
