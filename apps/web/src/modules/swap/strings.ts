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
  /** Issue 33: ?inputCurrency / ?outputCurrency naming an address with no token on this chain. */
  tokenNotOnChain: msg`The link names a token that is not on {chain}: {address}. Switch to its network, or choose a token here.`,
  addRecipient: msg`+ Add a send (optional)`,
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
  networkFee: msg`Network Fee`,
  // Announced to screen readers when a quote arrives (issue 12, accessibility)
  quoteAnnouncement: msg({
    message: 'Quote: {input} {inputSymbol} for {output} {outputSymbol}, 1 {base} = {price} {quote}',
  }),
  bridgeLink: msg({ message: '{chain} token bridge ↗' }),
  // Confirm dialog (§2, §4 Swap confirmation)
  confirmSwap: msg`Confirm Swap`,
  cancel: msg`Cancel`,
  // spec 01 §2 "Unsupported-assets modal", §5 "An unsupported asset pair disables the screen"
  unsupportedAssetsLink: msg`Read more about unsupported assets`,
}
