// The wallet modal with its account view's recent transactions: the shell composes the two
// modules, as modules form a DAG and transactions already depends (through tokens) on wallet.
// The shell's lazy entry to it (app/afterPaintParts.ts): the recent-transactions panel's code is
// not in the /swap entry; the modal's own code still loads when it first opens (WalletModal).
import { RecentTransactions } from '../../modules/transactions'
import { WalletModal as Modal } from '../../modules/wallet'

export function WalletModal() {
  return <Modal RecentTransactions={RecentTransactions} />
}
