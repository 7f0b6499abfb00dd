// User-visible text of the liquidity core (translated at render, i18n/index.ts).
import { msg } from '@lingui/core/macro'

export const LIQUIDITY_MESSAGES = {
  liquidity: msg`Liquidity`,
  /** issue 34 #3: what the bare liquidity integer of a preview is, since a user can't act on it. */
  liquidityHelp: msg`The position's size in the pool's own units, as the chain records it. It sets your share of the fees; there is nothing to enter.`,
} as const
