// User-visible text of the v2 add screen (spec 02 §2 v2 add screen, §5 v2 add, §9). Texts quoted
// in the spec are verbatim.
import { msg } from '@lingui/core/macro'

export const ADD_V2_STRINGS = {
  addTitle: msg`Add V2 Liquidity`,
  backToV2: msg`Back to V2 Liquidity`,
  selectPair: msg`Select pair`,
  currencyA: msg`First token`,
  currencyB: msg`Second token`,
  depositOf: msg({ message: 'Deposit {symbol}' }),
  // First provider (no liquidity in the pair)
  firstProvider: msg`You are the first liquidity provider.`,
  firstProviderText: msg`The ratio of tokens you add will set the price of this pool. Once you are happy with the rate, click supply to review.`,
  // Tip with liquidity in the pair: the v2 fee text (spec 02 §9 "v2 fee text 0.3% of trades")
  feeTip: msg`By adding liquidity you'll earn 0.3% of trades on this pair proportional to your share of the pool. Fees are added to the pool, accrue in real time and can be claimed by withdrawing your liquidity.`,
  // Prices and pool share panel
  pricesAndShare: msg`Prices and pool share`,
  initialPricesAndShare: msg`Initial prices and pool share`,
  per: msg({ message: '{quote} per {base}' }),
  shareOfPool: msg`Share of Pool`,
  // Errors (spec 02 §5 v2 add), first wins
  unsupportedAsset: msg`Unsupported Asset`,
  connectWallet: msg`Connect Wallet`,
  invalidPair: msg`Invalid pair`,
  enterAmount: msg`Enter an amount`,
  insufficientBalance: msg({ message: 'Insufficient {symbol} balance' }),
  unexpectedSlippage: msg`Unexpected slippage`,
  // Actions
  supply: msg`Supply`,
  // Confirm dialog (spec 02 §2 "A confirm dialog titled Create Pool & Supply or Confirm Supply")
  createPoolAndSupply: msg`Create Pool & Supply`,
  confirmSupply: msg`Confirm Supply`,
  youWillReceive: msg`You will receive`,
  poolTokens: msg({ message: '{symbolA}/{symbolB} Pool Tokens' }),
  estimateNote: msg({
    message:
      'Output is estimated. If the price changes by more than {slippage} your transaction will revert.',
  }),
  deposited: msg({ message: '{symbol} Deposited' }),
  rates: msg`Rates`,
  slippage: msg`Slippage tolerance`,
  pending: msg({ message: 'Supplying {amountA} {symbolA} and {amountB} {symbolB}' }),
  // Your position panel
  yourPosition: msg`Your position`,
}
