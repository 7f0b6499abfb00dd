// User-visible text of the swap screen (spec 01 §2 Swap screen, Recipient field; §5 Swap button
// messages, Wrap, Swap, Network fee; §8). Texts quoted in the spec are verbatim.
export const SWAP_STRINGS = {
  title: 'Swap',
  from: 'From',
  to: 'To',
  fromAtMost: 'From (at most)',
  toAtLeast: 'To (at least)',
  balance: 'Balance: {balance}',
  max: 'MAX',
  switchDirection: 'Switch the tokens',
  addRecipient: '+ Add a send (optional)',
  removeRecipient: '- Remove recipient',
  recipient: 'Recipient',
  recipientPlaceholder: 'Wallet Address or ENS name',
  viewOnExplorer: '(View on Explorer)',
  // §5 Swap button messages, in priority order
  connectWallet: 'Connect Wallet',
  selectToken: 'Select a token',
  enterAmount: 'Enter an amount',
  enterRecipient: 'Enter a recipient',
  invalidRecipient: 'Invalid recipient',
  insufficientBalance: 'Insufficient {symbol} balance',
  insufficientLiquidity: 'Insufficient liquidity for this trade.',
  unsupportedAsset: 'Unsupported Asset',
  swap: 'Swap',
  swapAnyway: 'Swap Anyway',
  priceImpactTooHigh: 'Price Impact Too High',
  highPriceImpact: 'High Price Impact',
  fetchingPrice: 'Fetching best price…',
  approve: 'Allow the Uniswap Protocol to use your {symbol}',
  approving: 'Approving',
  approved: 'You can now trade {symbol}',
  wrap: 'Wrap',
  unwrap: 'Unwrap',
  noContracts: 'Swapping is not available on {chain}.',
  // Price line and details (§2 Swap screen)
  invertPrice: 'Invert the price',
  expectedOutput: 'Expected Output',
  priceImpact: 'Price Impact',
  minimumReceived: 'Minimum received after slippage ({percent})',
  maximumSent: 'Maximum sent after slippage ({percent})',
  networkFee: 'Network Fee',
  lessThanOneCent: '<$0.01',
  networkFeeWarning: 'Network fees exceed 50% of the swap amount!',
  autoRouter: 'Auto Router',
  // Confirm dialog (§2, §4 Swap confirmation)
  confirmSwap: 'Confirm Swap',
  priceUpdated: 'Price Updated',
  accept: 'Accept',
  outputEstimated:
    'Output is estimated. You will receive at least {amount} {symbol} or the transaction will revert.',
  inputEstimated:
    'Input is estimated. You will sell at most {amount} {symbol} or the transaction will revert.',
  outputTo: 'Output will be sent to {recipient}',
  waitingForConfirmation: 'Waiting For Confirmation',
  swapping: 'Swapping {input} {inputSymbol} for {output} {outputSymbol}',
  confirmInWallet: 'Confirm this transaction in your wallet',
  submitted: 'Transaction Submitted',
  close: 'Close',
  dismiss: 'Dismiss',
  error: 'Error',
  // Expert mode confirms (§5 Swap)
  confirmHighImpact:
    'This swap has a price impact of at least {percent}. Please confirm that you would like to continue with this swap.',
  confirmVeryHighImpact:
    'This swap has a price impact of at least {percent}. Please type the word "confirm" to continue with this swap.',
  // Token warning (§2: tokens not in the user's lists)
  tokenWarningTitle: 'Token imported via URL',
  tokenWarning:
    "This token doesn't appear on the active token list(s). Make sure this is the token that you want to trade.",
  importTokens: 'Import',
  cancel: 'Cancel',
} as const
