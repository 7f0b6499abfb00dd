// The wrap's calldata, loaded on demand by useWrapCallback (issue 5 bundle budget: viem's ABI
// encoder is not needed to show the swap screen).
export { wrapCall } from './wrapNative'
