// What a v4 hook may do, in plain words (its permission bits, v4-core Hooks.sol): issue 31 shows
// them in a swap's details before a hooked swap is confirmed, issue 32 in the review before
// liquidity is added to a hooked pool. A protocol fact both features show, so it lives here.
import { msg } from '@lingui/core/macro'
import type { HookPermission } from '@tidepool/routing'

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
