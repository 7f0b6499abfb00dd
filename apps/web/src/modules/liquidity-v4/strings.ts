// User-visible text of the v4 position page (issue 32) that v3's has no word for, as Lingui
// descriptors (translated at render). The rest is the core's (liquidity POSITION_MESSAGES).
import { msg } from '@lingui/core/macro'

export const V4_POSITION_STRINGS = {
  /** The pool's hook: its address links to the explorer. */
  hook: msg`Hook`,
  noHook: msg`No hook`,
  burnTitle: msg`Burn position`,
  burnExplainer: msg`This position holds no liquidity and no fees. Burning it destroys its NFT: nothing else moves, and it leaves your list.`,
  burn: msg`Burn`,
  // Increase (the v3 add form's words where they are the same)
  depositOf: msg({ message: 'Deposit {symbol}' }),
  singleAsset: msg`The market price is outside your specified price range. Single-asset deposit only.`,
  enterAmount: msg`Enter an amount`,
  insufficient: msg({ message: 'Insufficient {symbol} balance' }),
  add: msg`Add`,
  /** Permit2's own allowance to the v4 position manager (approvals usePermit2Allowance). */
  allowManager: msg({ message: 'Allow the position manager to use {symbol}' }),
  feesNetted: msg`The fees this position has earned are paid with this change: they count against what you deposit.`,
  addingPending: msg({ message: 'Adding {amount0} {symbol0} and {amount1} {symbol1}' }),
  burningPending: msg({ message: 'Burning position #{id}' }),
} as const
