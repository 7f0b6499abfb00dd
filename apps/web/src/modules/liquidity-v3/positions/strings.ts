// User-visible text of the /pool positions list (spec 02 §2 Pools Overview), as Lingui
// descriptors (translated at render). Texts quoted in the spec are verbatim.
import { msg } from '@lingui/core/macro'

export const POSITIONS_STRINGS = {
  title: msg`Pools Overview`,
  newPosition: msg`New Position`,
  more: msg`More`,
  moreMenu: msg`More liquidity actions`,
  createPool: msg`Create a pool`,
  newV4Position: msg`New v4 position`,
  migrate: msg`Migrate`,
  v2Liquidity: msg`V2 liquidity`,
  learn: msg`Learn`,
  // spec 02 §2 "Empty: 'Your active V3 liquidity positions will appear here.'"
  empty: msg`Your active V3 liquidity positions will appear here.`,
  connectPrompt: msg`Connect a wallet to view your V3 liquidity positions.`,
  connectWallet: msg`Connect Wallet`,
  yourPositions: msg({ message: 'Your positions ({count})' }),
  hideClosed: msg`Hide closed positions`,
  invertPrices: msg`Show prices inverted`,
  allClosedHidden: msg`All your positions are closed and hidden. Turn off “Hide closed positions” to see them.`,
  loading: msg`Loading positions…`,
  loadFailed: msg`Could not load your positions from the network.`,
  retry: msg`Retry`,
  noPositionManager: msg({ message: 'V3 positions are not available on {chain}.' }),
  // Issue 33: v4 runs on the chain, but its positions cannot be found there (listableV4).
  v4NotListed: msg({
    message:
      'v4 positions on {chain} are not listed here: finding them needs the chain’s whole log history, more than its public nodes give. A v4 position’s own page (/pool/v4/ID) still works.',
  }),
  // a row
  min: msg`Min`,
  max: msg`Max`,
  priceUnit: msg({ message: '{quote} per {base}' }),
  unclaimedFees: msg`Unclaimed fees`,
  feesUnknown: msg`Unclaimed fees unavailable`,
  statusUnknown: msg`Price unavailable`,
  // help cards
  helpLearnTitle: msg`Learn about providing liquidity`,
  helpLearnText: msg`Check out our v3 LP walkthrough and migration guides.`,
  helpTopPoolsTitle: msg`Top pools`,
  helpTopPoolsText: msg`Explore popular pools on Uniswap Analytics.`,
  opensNewTab: msg`(opens in a new tab)`,
}
