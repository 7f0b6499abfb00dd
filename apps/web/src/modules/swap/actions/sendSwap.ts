// The swap's calldata builder and failure messages, loaded on demand by useSwapCallback (issue 5 bundle budget: the
// SDKs load when a swap is confirmed, or in the background once a trade is quoted); issue 31's
// Permit2 allowance for the Universal Router, made ready at send time.
export { swapCalldata } from './executeSwap'
export { prepareRouterAllowance } from './routerAllowance'
export { toSwapError } from './swapError'
