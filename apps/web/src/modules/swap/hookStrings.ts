// Issue 31: a hooked v4 pool on the route, shown in the trade details before the swap is
// confirmed. What each permission bit allows is chain/hookStrings.ts (the v4 add shows it too).
import { msg } from '@lingui/core/macro'

export const HOOK_STRINGS = {
  title: msg`Pool hook`,
  intro: msg({ message: 'The {pair} v4 pool on this route runs a hook, a contract of its own:' }),
  mayTitle: msg`What the hook may do`,
  fee: msg({ message: 'Hook fee on this swap: {amount}' }),
  feeIncluded: msg`The amounts above already include it.`,
  caution: msg`This hook is not on Tidepool's list of reviewed hooks. It is code the pool runs on your swap, and it can change what you receive. Swap only if you trust it.`,
  reviewed: msg`This hook is on Tidepool's list of reviewed hooks.`,
}
