import { Percent } from '@uniswap/sdk-core'

/**
 * spec 02 §9 "v3 removal slippage: a fixed constant, value not shown"; v4's decrease and burn keep
 * it (issue 32). 5 %: the same tolerance as the spec's named v2 removal (5 %), and the reference
 * interface's v3 removal default. A removal only guards against the price moving between the
 * preview and the block (the amounts shown are exact at the current price); a tight bound would
 * make removals out of a busy pool revert, while a position's owner risks little, since whatever
 * is not paid as one token is paid as the other.
 */
const REMOVE_SLIPPAGE_BPS = 500n
export const REMOVE_SLIPPAGE = new Percent(REMOVE_SLIPPAGE_BPS.toString(), 10_000)

/**
 * The least a v4 removal may pay of an amount previewed as `amount` (rounded down). v3's removal
 * takes its minimums from the SDK (burnAmountsWithSlippage: the amounts at the slipped prices).
 */
export const removeMinimum = (amount: bigint): bigint =>
  (amount * (10_000n - REMOVE_SLIPPAGE_BPS)) / 10_000n
