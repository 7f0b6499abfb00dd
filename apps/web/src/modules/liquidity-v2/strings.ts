// Texts shared by every v2 screen (spec 02 §2 v2 list, §6). Each part keeps its own texts in its
// folder's strings.ts.
import { msg } from '@lingui/core/macro'

export const LIQUIDITY_V2_STRINGS = {
  /** spec 02 §2 v2 list: on Layer 2. */
  notOnLayer2: msg`V2 is not available on Layer 2. Switch to Layer 1 Ethereum.`,
  /** A Layer 1 chain without v2 contracts (a testnet): the same idea, said plainly. */
  notOnThisChain: msg`V2 is not available on this network.`,
  v2Title: msg`V2 Liquidity`,
} as const
