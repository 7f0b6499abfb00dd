// The wrap's send path, loaded on demand by useWrapCallback (issue 5 bundle budget).
export { connectedWalletClient } from '../../../chain/walletClient'
export { wrapNative } from './wrapNative'
