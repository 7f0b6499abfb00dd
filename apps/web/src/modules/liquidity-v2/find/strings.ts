// User-visible text of the find page (spec 02 §2 Find pool: the five outcomes, verbatim).
import { msg } from '@lingui/core/macro'

export const FIND_STRINGS = {
  title: msg`Import V2 Pool`,
  back: msg`Back`,
  tip: msg`Use this tool to find v2 pools that don't automatically appear in the interface.`,
  tokenA: msg`First token`,
  tokenB: msg`Second token`,
  selectToken: msg`Select a token to find your v2 liquidity.`,
  // spec 02 §2 Find pool (verbatim).
  poolFound: msg`Pool Found!`,
  noLiquidityYet: msg`You don't have liquidity in this pool yet.`,
  noPool: msg`No pool found.`,
  invalidPair: msg`Invalid pair.`,
  loading: msg`Loading`,
  // Links of each outcome.
  manage: msg`Manage this pool.`,
  addLiquidity: msg`Add liquidity.`,
  createPool: msg`Create pool.`,
} as const
