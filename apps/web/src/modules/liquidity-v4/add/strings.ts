// User-visible text of the v4 add screen (issue 32 "Add v4 liquidity"), as Lingui descriptors
// (translated at render). Where v3's add or the v4 position page says the same, the text is the
// same message (one catalog entry).
import { msg } from '@lingui/core/macro'

export const ADD_V4_STRINGS = {
  title: msg`Add v4 liquidity`,
  connectWallet: msg`Connect Wallet`,
  backToPools: msg`Back to Pools Overview`,
  selectPair: msg`Select pair`,
  currencyA: msg`First token`,
  currencyB: msg`Second token`,
  poolTitle: msg`Fee and tick spacing`,
  /** A preset: its fee as a percent and the spacing of its ticks. */
  feeOption: msg({ message: '{fee} fee, tick spacing {spacing}' }),
  dynamicFee: msg({ message: 'Dynamic fee, tick spacing {spacing}' }),
  hookLabel: msg`Hook address (optional)`,
  invalidPool: msg`This is not a valid pool: check the hook address.`,
  poolLoading: msg`Looking for this pool…`,
  poolExists: msg({ message: 'This pool exists. Current price: {price} {unit}' }),
  poolNew: msg`This pool does not exist yet. Set its starting price: it is created with your position, in the same transaction.`,
  startingPrice: msg`Starting price`,
  invalidStartPrice: msg`Invalid price input`,
  priceRange: msg`Set Price Range`,
  minPrice: msg`Min Price`,
  maxPrice: msg`Max Price`,
  fullRange: msg`Full Range`,
  pricePer: msg({ message: '{quote} per {base}' }),
  invalidRange: msg`Invalid range selected. The min price must be lower than the max price.`,
  depositTitle: msg`Deposit Amounts`,
  preview: msg`Preview`,
  liquidity: msg`Liquidity`,
  range: msg`Range`,
  slippage: msg`Slippage tolerance`,
  currentPrice: msg`Current price`,
  createsPool: msg`This transaction creates the pool at the starting price.`,
  // Hook review (issue 32): before adding to a hooked pool.
  hookTitle: msg`Review this pool's hook`,
  hookIntro: msg`This pool runs a hook, a contract of its own, on what happens to it. Its address:`,
  hookMay: msg`What the hook may do`,
  hookNone: msg`Its address sets no permissions: the pool never calls it.`,
  takesLiquidity: msg`This hook can take part of the liquidity you add or withdraw.`,
  takesSwaps: msg`This hook can take a share of every swap in this pool, and with it part of what the pool earns in fees.`,
  takesNothing: msg`Its permissions do not let it take a share of your liquidity or of fees.`,
  acknowledge: msg`I have reviewed this hook and want to add liquidity to its pool.`,
} as const
