// User-visible text of the v3 add and increase screens (spec 02 §2 v3 add screen, §4, §5). Texts
// quoted in the spec are verbatim; the error precedence texts live in ../strings.ts.
import { msg } from '@lingui/core/macro'

export const ADD_STRINGS = {
  addTitle: msg`Add V3 Liquidity`,
  increaseTitle: msg`Increase Liquidity`,
  clearAll: msg`Clear All`,
  backToPools: msg`Back to pools`,
  selectPair: msg`Select pair`,
  currencyA: msg`First token`,
  currencyB: msg`Second token`,
  // Fee tier selector (spec 02 §4 Fee tier selection)
  feeTier: msg`Fee tier`,
  feeTierPercent: msg({ message: '{percent} fee tier' }),
  edit: msg`Edit`,
  hide: msg`Hide`,
  notCreated: msg`Not created`,
  /** {percent}: the share in the language's percent style ('29%', '29 %'; issue 34 #4). */
  selectedShare: msg({ message: '{percent} select' }),
  noShare: msg`No liquidity`,
  tierBestForStable: msg`Best for very stable pairs.`,
  tierStable: msg`Best for stable pairs.`,
  tierMost: msg`Best for most pairs.`,
  tierExotic: msg`Best for exotic pairs.`,
  // Price range and starting price (spec 02 §2, §4 Add flow)
  setStartingPrice: msg`Set Starting Price`,
  initializeNote: msg`This pool must be initialized before you can add liquidity. To initialize, select a starting price for the pool. Then, enter your liquidity price range and deposit amount. Gas fees will be higher than usual due to the initialization transaction.`,
  startingPrice: msg`Starting price`,
  currentPrice: msg`Current price`,
  pricePer: msg({ message: '{quote} per {base}' }),
  setPriceRange: msg`Set Price Range`,
  minPrice: msg`Min Price`,
  maxPrice: msg`Max Price`,
  fullRange: msg`Full Range`,
  chartPlaceholder: msg`Liquidity depth chart`,
  // Full range warning (spec 02 §4 "Efficiency Comparison")
  // Deposit
  depositAmounts: msg`Deposit Amounts`,
  depositOf: msg({ message: 'Deposit {symbol}' }),
  // Actions
  preview: msg`Preview`,
  // Preview modal
  addLiquidity: msg`Add Liquidity`,
  add: msg`Add`,
  feeTierLabel: msg`Fee tier`,
  selectedRange: msg`Selected Range`,
  minPriceShort: msg`Min`,
  maxPriceShort: msg`Max`,
  slippage: msg`Slippage tolerance`,
  pending: msg({ message: 'Adding {amountA} {symbolA} and {amountB} {symbolB}' }),
  creating: msg`Creating the pool and adding liquidity`,
  // Increase
  position: msg({ message: 'Position #{id}' }),
  loadingPosition: msg`Loading position…`,
  positionNotFound: msg`This position was not found on this network.`,
  noContracts: msg({ message: 'Liquidity cannot be added on {chain}.' }),
}
