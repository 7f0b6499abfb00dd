// The swap's calldata builder and failure messages, loaded on demand by useSwapCallback (issue 5 bundle budget: the
// SDKs load when a swap is confirmed, or in the background once a trade is quoted).
export { swapCalldata } from './executeSwap'
export { toSwapError } from './swapError'
