// User-visible text every position screen shares, v3's and v4's (spec 02 §2 Position detail,
// Remove v3 liquidity; §4 Collect fees, Remove v3; §8 removal errors; issue 32 v4 position page),
// as Lingui descriptors (translated at render). Texts quoted in the spec are verbatim.
import { msg } from '@lingui/core/macro'

export const POSITION_MESSAGES = {
  // Position detail (spec 02 §2)
  backToPools: msg`Back to Pools Overview`,
  positionTitle: msg({ message: 'Position #{id}' }),
  pairTitle: msg({ message: '{symbol0} / {symbol1}' }),
  loading: msg`Loading position…`,
  notFound: msg`No position with this ID was found.`,
  readError: msg`The position could not be read from the network.`,
  unsupported: msg`Positions are not available on this network.`,
  retry: msg`Try again`,
  liquidity: msg`Liquidity`,
  owner: msg`Owner`,
  increaseLiquidity: msg`Increase Liquidity`,
  unclaimedFees: msg`Unclaimed fees`,
  feesUnavailable: msg`Fees could not be read.`,
  priceRange: msg`Price range`,
  minPrice: msg`Min price`,
  maxPrice: msg`Max price`,
  currentPrice: msg`Current price`,
  fullRange: msg`Full range`,
  quotePerBase: msg({ message: '{quote} per {base}' }),
  invertPrices: msg({ message: 'Show prices in {symbol}' }),
  allToken: msg({ message: 'Your position will be 100% {symbol} at this price.' }),
  // Collect fees (spec 02 §4: closed, confirm dialog, collecting, collected). The button, and
  // the confirm dialog's title: one verb with its 'Collect' button (issue 34 #11)
  collectFees: msg`Collect fees`,
  collecting: msg`Collecting`,
  collected: msg`Collected`,
  collectExplainer: msg`Collecting fees will withdraw currently available fees for you.`,
  collect: msg`Collect`,
  collectingPending: msg({
    message: 'Collecting {amount0} {symbol0} and {amount1} {symbol1}',
  }),
  // Remove (spec 02 §2, §5 Removal, §8)
  removeTitle: msg`Remove Liquidity`,
  amount: msg`Amount`,
  pooled: msg({ message: 'Pooled {symbol}:' }),
  feesEarned: msg({ message: '{symbol} Fees Earned:' }),
  remove: msg`Remove`,
  closed: msg`Closed`,
  connectWallet: msg`Connect Wallet`,
  enterPercent: msg`Enter a percent`,
  alsoCollectFees: msg`You will also collect fees earned from this position.`,
  slippage: msg`Slippage tolerance`,
  removingPending: msg({ message: 'Removing {amount0} {symbol0} and {amount1} {symbol1}' }),
  wouldFail: msg`This transaction would fail. Please contact support.`,
}
