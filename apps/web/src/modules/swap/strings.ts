// User-visible text of the swap screen, as Lingui descriptors (translated at render: `_(…)`, see
// i18n/index.ts) (spec 01 §2 Swap screen, Recipient field; §5 Swap button
// messages, Wrap, Swap, Network fee; §8). Texts quoted in the spec are verbatim.
import { msg } from '@lingui/core/macro'

export const SWAP_STRINGS = {
  title: msg`Swap`,
  from: msg`From`,
  to: msg`To`,
  /** spec 01 §2's labels, with the slippage-bound amount they promise (issue 34 #1). */
  fromAtMost: msg({ message: 'From (at most {amount} {symbol})' }),
  toAtLeast: msg({ message: 'To (at least {amount} {symbol})' }),
  switchDirection: msg`Switch the tokens`,
  addRecipient: msg`+ Add a send (optional)`,
  removeRecipient: msg`- Remove recipient`,
  recipient: msg`Recipient`,
  recipientPlaceholder: msg`Wallet Address or ENS name`,
  viewOnExplorer: msg`(View on Explorer)`,
  // §5 Swap button messages, in priority order
  connectWallet: msg`Connect Wallet`,
  reconnecting: msg`Reconnecting your wallet`,
  selectToken: msg`Select a token`,
  enterAmount: msg`Enter an amount`,
  enterRecipient: msg`Enter a recipient`,
  invalidRecipient: msg`Invalid recipient`,
  insufficientBalance: msg({ message: 'Insufficient {symbol} balance' }),
  insufficientLiquidity: msg`Insufficient liquidity for this trade.`,
  unsupportedAsset: msg`Unsupported Asset`,
  swap: msg`Swap`,
  swapAnyway: msg`Swap Anyway`,
  priceImpactTooHigh: msg`Price Impact Too High`,
  highPriceImpact: msg`High Price Impact`,
  fetchingPrice: msg`Fetching best price…`,
  // issue 34 #13: 'Allow the Uniswap Protocol to use your {symbol}' ran to three lines beside
  // the swap button (four in German). The liquidity screens' plain 'Approve {symbol}' says the
  // same in one line (spec 01 §2 names an approval button, not its words).
  approve: msg({ message: 'Approve {symbol}' }),
  approving: msg`Approving`,
  approved: msg({ message: 'You can now trade {symbol}' }),
  wrap: msg`Wrap`,
  unwrap: msg`Unwrap`,
  noContracts: msg({ message: 'Swapping is not available on {chain}.' }),
  // Price line and details (§2 Swap screen)
  invertPrice: msg`Invert the price`,
  expectedOutput: msg`Expected Output`,
  priceImpact: msg`Price Impact`,
  minimumReceived: msg({ message: 'Minimum received after slippage ({percent})' }),
  maximumSent: msg({ message: 'Maximum sent after slippage ({percent})' }),
  networkFee: msg`Network Fee`,
  networkFeeWarning: msg`Network fees exceed 50% of the swap amount!`,
  autoRouter: msg`Auto Router`,
  showDetails: msg`Show the trade details`,
  hideDetails: msg`Hide the trade details`,
  // Issue 12 #9, issue 34 #6: the warning above the button, why the swap is blocked (§9; short
  // enough that the button stays near the fold on a phone)…
  impactBlocked: msg({
    message:
      'This trade would move the price by {percent}. Above 3%, swaps are blocked unless Expert Mode is on. Try a smaller amount.',
  }),
  // …or, above 2 % (or in expert mode), what the impact costs.
  impactWarning: msg({
    message:
      'This trade moves the price by {percent}, so you get noticeably less than the market rate. Check the amount before you swap.',
  }),
  // Announced to screen readers when a quote arrives (issue 12, accessibility)
  quoteAnnouncement: msg({
    message: 'Quote: {input} {inputSymbol} for {output} {outputSymbol}, 1 {base} = {price} {quote}',
  }),
  bridgeLink: msg({ message: '{chain} token bridge ↗' }),
  // Issue 12 #14, issue 17: exact output is refused for a fee-on-transfer token
  feeOnTransferWarning: msg({
    message:
      '{symbol} takes a fee on transfer, so an exact output amount cannot be guaranteed: swaps with it are quoted from the amount you sell. Enter the amount to sell instead.',
  }),
  useExactInput: msg`Enter the amount to sell`,
  // Issue 17: trade details row for a fee-on-transfer token ('TAX 1.00%')
  transferFee: msg`Token transfer fee`,
  // Confirm dialog (§2, §4 Swap confirmation)
  confirmSwap: msg`Confirm Swap`,
  priceUpdated: msg`Price Updated`,
  accept: msg`Accept`,
  outputEstimated: msg({
    message:
      'Output is estimated. You will receive at least {amount} {symbol} or the transaction will revert.',
  }),
  inputEstimated: msg({
    message:
      'Input is estimated. You will sell at most {amount} {symbol} or the transaction will revert.',
  }),
  outputTo: msg({ message: 'Output will be sent to {recipient}' }),
  waitingForConfirmation: msg`Waiting For Confirmation`,
  swapping: msg({ message: 'Swapping {input} {inputSymbol} for {output} {outputSymbol}' }),
  submitted: msg`Transaction Submitted`,
  error: msg`Error`,
  // Expert mode confirms (§5 Swap)
  confirmHighImpact: msg({
    message:
      'This swap has a price impact of at least {percent}. Please confirm that you would like to continue with this swap.',
  }),
  confirmVeryHighImpact: msg({
    message:
      'This swap has a price impact of at least {percent}. Please type the word "confirm" to continue with this swap.',
  }),
  // The word the prompt above asks for: translated (the same message as the expert-mode word),
  // so a translated prompt and the word the field accepts agree (issue 18).
  confirmWord: msg`confirm`,
  // Token warning (§2: tokens not in the user's lists)
  tokenWarningTitle: msg`Token imported via URL`,
  tokenWarning: msg({
    message:
      "This token doesn't appear on the active token list(s). Make sure this is the token that you want to trade.",
  }),
  importTokens: msg`Import`,
  cancel: msg`Cancel`,
  // spec 01 §2 "Unsupported-assets modal", §5 "An unsupported asset pair disables the screen"
  unsupportedAssetsLink: msg`Read more about unsupported assets`,
  unsupportedAssetsTitle: msg`Unsupported Assets`,
  unsupportedAssetsText: msg`Some tokens cannot be traded in this interface: they may not work with the exchange's smart contracts (expiring, synthetic or rebasing tokens, for example), or trading them may not be allowed. While one of them is selected, swapping is disabled; choose another token to continue.`,
  unsupportedAssetsList: msg`Unsupported tokens in this pair`,
}
