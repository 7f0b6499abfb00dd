// The swap's send path, loaded on demand by useSwapCallback (issue 5 bundle budget: the wallet
// client, viem's wallet actions and the calldata builder load when a swap is confirmed, or in
// the background once a trade is quoted).
export { connectedWalletClient } from '../../../chain/walletClient'
export { executeSwap } from './executeSwap'
export { getSwapDeadline } from './swapDeadline'
