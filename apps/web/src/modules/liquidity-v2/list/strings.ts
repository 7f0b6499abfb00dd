// User-visible text of /pool/v2 (spec 02 §2 v2 list: the links verbatim; the spec names no
// empty or no-wallet text here, so these say it plainly).
import { msg } from '@lingui/core/macro'

export const LIST_V2_STRINGS = {
  title: msg`V2 Liquidity`,
  yourLiquidity: msg`Your V2 liquidity`,
  createPair: msg`Create a pair`,
  importPool: msg`Import Pool`,
  addV2Liquidity: msg`Add V2 Liquidity`,
  migrate: msg`Migrate Liquidity to V3`,
  noWallet: msg`Connect to a wallet to view your V2 liquidity.`,
  none: msg`No V2 liquidity found.`,
  notSeeing: msg`Don't see a pool you joined?`,
  connectWallet: msg`Connect Wallet`,
  loadFailed: msg`Your V2 liquidity could not be read.`,
}
