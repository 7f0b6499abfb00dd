// The send path, loaded on demand by useSendTransaction (issue 5 bundle budget: viem's wallet
// actions are not needed to show a screen).
export { connectedWalletClient } from '../../../chain/walletClient'
export { sendTransaction } from './sendTransaction'
export { getTransactionDeadline } from './transactionDeadline'
