// Issue 32 "Hook review": what a pool's hook may do before liquidity is added to it. A v4 hook's
// permissions are the 14 low bits of its address (v4-core Hooks.sol, read by the routing
// package's hookPermissions); the four *ReturnDelta bits let it move money itself: take part of
// what a liquidity provider adds or withdraws, or take a share of swaps (and so of the fees).
import { type HookPermission, hookPermissions } from '@tidepool/routing'
import type { Address } from 'viem'
import { ZERO_ADDRESS } from './deriveV4Add'

export interface HookReview {
  address: Address
  /** In Hooks.sol's order, highest bit first. */
  permissions: HookPermission[]
  /** afterAddLiquidityReturnsDelta or afterRemoveLiquidityReturnsDelta: a share of liquidity. */
  takesLiquidity: boolean
  /** beforeSwapReturnsDelta or afterSwapReturnsDelta: a share of swaps, fees included. */
  takesSwaps: boolean
}

const LIQUIDITY_DELTAS: readonly HookPermission[] = [
  'afterAddLiquidityReturnsDelta',
  'afterRemoveLiquidityReturnsDelta',
]
const SWAP_DELTAS: readonly HookPermission[] = ['beforeSwapReturnsDelta', 'afterSwapReturnsDelta']

/** The review of a pool's hook, or undefined for a pool without one (the zero address). */
export function hookReview(hooks: Address): HookReview | undefined {
  if (hooks.toLowerCase() === ZERO_ADDRESS) return undefined
  const permissions = hookPermissions(hooks)
  return {
    address: hooks,
    permissions,
    takesLiquidity: permissions.some((p) => LIQUIDITY_DELTAS.includes(p)),
    takesSwaps: permissions.some((p) => SWAP_DELTAS.includes(p)),
  }
}
