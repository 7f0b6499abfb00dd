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
  burningPending: msg({ message: 'Burning position #{id}' }),
} as const
