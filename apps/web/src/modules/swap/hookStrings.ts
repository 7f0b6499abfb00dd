// Issue 31: what a hooked v4 pool on the route may do, in plain words (the hook's permission
// bits, v4-core Hooks.sol), shown in the trade details before the swap is confirmed.
import { msg } from '@lingui/core/macro'
import type { HookPermission } from '@tidepool/routing'

export const HOOK_STRINGS = {
  title: msg`Pool hook`,
  intro: msg({ message: 'The {pair} v4 pool on this route runs a hook, a contract of its own:' }),
  mayTitle: msg`What the hook may do`,
  fee: msg({ message: 'Hook fee on this swap: {amount}' }),
  feeIncluded: msg`The amounts above already include it.`,
  caution: msg`This hook is not on Tidepool's list of reviewed hooks. It is code the pool runs on your swap, and it can change what you receive. Swap only if you trust it.`,
  reviewed: msg`This hook is on Tidepool's list of reviewed hooks.`,
}

export const HOOK_PERMISSION_STRINGS: Record<HookPermission, ReturnType<typeof msg>> = {
  beforeInitialize: msg`Run code before the pool is created`,
  afterInitialize: msg`Run code after the pool is created`,
  beforeAddLiquidity: msg`Run code before liquidity is added`,
  afterAddLiquidity: msg`Run code after liquidity is added`,
  beforeRemoveLiquidity: msg`Run code before liquidity is removed`,
  afterRemoveLiquidity: msg`Run code after liquidity is removed`,
  beforeSwap: msg`Run code before every swap, and refuse it`,
  afterSwap: msg`Run code after every swap, and refuse it`,
  beforeDonate: msg`Run code before donations to the pool`,
  afterDonate: msg`Run code after donations to the pool`,
  beforeSwapReturnsDelta: msg`Change a swap's amounts before it runs (it can take a fee)`,
  afterSwapReturnsDelta: msg`Take part of a swap's output, or add to it (it can take a fee)`,
  afterAddLiquidityReturnsDelta: msg`Change what liquidity providers pay when adding`,
  afterRemoveLiquidityReturnsDelta: msg`Take part of what liquidity providers withdraw`,
}
