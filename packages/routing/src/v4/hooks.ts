// A v4 hook's permissions are the low 14 bits of its address (v4-core Hooks.sol): the
// PoolManager calls the hook exactly where a bit is set. The router reads them to know whether a
// pool's swap can be replayed locally (no bit that acts on a swap) or must be asked of the chain
// (V4Quoter), and the app shows them to the user before a hooked swap (issue 31).
import type { Address } from '../graph/types.ts'

/** Hooks.sol's flags, highest bit first, by the names the app shows. */
export const HOOK_FLAGS = {
  beforeInitialize: 1 << 13,
  afterInitialize: 1 << 12,
  beforeAddLiquidity: 1 << 11,
  afterAddLiquidity: 1 << 10,
  beforeRemoveLiquidity: 1 << 9,
  afterRemoveLiquidity: 1 << 8,
  beforeSwap: 1 << 7,
  afterSwap: 1 << 6,
  beforeDonate: 1 << 5,
  afterDonate: 1 << 4,
  beforeSwapReturnsDelta: 1 << 3,
  afterSwapReturnsDelta: 1 << 2,
  afterAddLiquidityReturnsDelta: 1 << 1,
  afterRemoveLiquidityReturnsDelta: 1 << 0,
} as const

export type HookPermission = keyof typeof HOOK_FLAGS

export const NO_HOOKS: Address = '0x0000000000000000000000000000000000000000'

const flagsOf = (hooks: Address): number => Number(BigInt(hooks) & 0x3fffn)

/** The permissions a hook address carries, in Hooks.sol's order. */
export function hookPermissions(hooks: Address): HookPermission[] {
  const flags = flagsOf(hooks)
  return (Object.keys(HOOK_FLAGS) as HookPermission[]).filter((k) => flags & HOOK_FLAGS[k])
}

/**
 * Whether the hook may act on a swap (fee, delta, a reverting check): such a pool's price is
 * what the chain answers (V4Quoter), never a local replay of its curve.
 */
export function actsOnSwaps(hooks: Address): boolean {
  // The bits the PoolManager consults during a swap: any of them can change its amounts. Read
  // here, not at module level: a top-level property read counts as a side effect to the
  // bundler, which then kept this module's importers (the pool-state cache, ~6 KB) in the
  // /swap entry chunk (bench:bundle went from 131.5 to 138.0 KB).
  const swapBits =
    HOOK_FLAGS.beforeSwap |
    HOOK_FLAGS.afterSwap |
    HOOK_FLAGS.beforeSwapReturnsDelta |
    HOOK_FLAGS.afterSwapReturnsDelta
  return (flagsOf(hooks) & swapBits) !== 0
}

/** LPFeeLibrary.DYNAMIC_FEE_FLAG: the PoolKey fee of a pool whose hook sets the fee. */
export const DYNAMIC_FEE_FLAG = 0x800000
