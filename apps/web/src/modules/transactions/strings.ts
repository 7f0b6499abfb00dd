// User-visible text of the transactions module, as Lingui descriptors translated at render
// (i18n/index.ts). Verbatim where the spec quotes it (spec 01 §8); the rest is ours: the spec
// has no text for the replacement detector (beyond the anchor) nor for most summaries.
import { msg } from '@lingui/core/macro'
import type { MessageTable } from '../../lib/errors'

/** Why a send failed (errors.ts), for flows that do not map it to a sentence of their own. */
export const TRANSACTION_ERRORS = {
  rejected: msg`The wallet rejected the transaction.`,
  revert: msg({ message: 'This transaction would fail: {reason}' }),
  revertUnknown: msg`This transaction would fail.`,
  estimate: msg`The network fee could not be estimated. Please try again.`,
  send: msg({ message: 'The transaction could not be sent: {reason}' }),
  sendUnknown: msg`The transaction could not be sent.`,
  /** Issue 35: blocked before the wallet; the detail is the flow's sentence. */
  mismatch: msg({ message: 'Not sent: its simulation disagrees with the preview. {detail}' }),
} satisfies MessageTable

export const TRANSACTION_MESSAGES = {
  recentTransactions: msg`Recent Transactions`,
  clearAll: msg`Clear all`,
  empty: msg`Your transactions will appear here...`,
  pending: msg`Pending`,
  success: msg`Confirmed`,
  failed: msg`Failed`,
  replaced: msg`Replaced`,
  /** Toast title when a transaction's nonce was mined under another hash. */
  replacedToast: msg({ message: 'Transaction replaced: {summary}' }),
  /** Live region: a transaction mined and succeeded (issue 12 Accessibility). */
  announceConfirmed: msg({ message: 'Transaction confirmed: {summary}' }),
  /** Live region: a transaction mined and reverted; the summary carries the reason when known. */
  announceFailed: msg({ message: 'Transaction failed: {summary}' }),
  /** Row detail for a replaced transaction whose replacement was found. */
  replacedBy: msg({ message: 'Replaced by {hash}' }),
  /** Failed toast: the summary followed by the mapped revert reason. */
  failedWithReason: msg({ message: '{summary}: {reason}' }),
  viewOnExplorer: msg`View on Explorer`,
} as const

/**
 * Plain text: the store's errors (spec 01 §8 "duplicate transaction", "transaction without
 * hash"): developer errors, never shown.
 */
export const TRANSACTION_STRINGS = {
  duplicate: 'Attempted to add existing transaction.',
  noHash: 'No transaction hash found.',
} as const

/**
 * One summary per transaction type (spec 01 §3, spec 02 §3), rendered from the typed info at
 * display time (utils/summary.ts). Amounts arrive formatted for the active locale.
 */
export const SUMMARY_MESSAGES = {
  swapExactIn: msg({
    message: 'Swap {inputAmount} {inputSymbol} for {outputAmount} {outputSymbol}',
  }),
  swapExactInTo: msg({
    message: 'Swap {inputAmount} {inputSymbol} for {outputAmount} {outputSymbol} to {recipient}',
  }),
  approve: msg({ message: 'Approve {symbol}' }),
  wrap: msg({ message: 'Wrap {amount} {native} to {wrapped}' }),
  unwrap: msg({ message: 'Unwrap {amount} {wrapped} to {native}' }),
  claim: msg({ message: 'Claim {amount} UNI for {recipient}' }),
  claimNoAmount: msg({ message: 'Claim UNI for {recipient}' }),
  voteFor: msg({ message: 'Vote for proposal {proposalId}' }),
  voteAgainst: msg({ message: 'Vote against proposal {proposalId}' }),
  voteAbstain: msg({ message: 'Abstain on proposal {proposalId}' }),
  delegate: msg({ message: 'Delegate votes to {delegatee}' }),
  addLiquidityV3: msg({
    message: 'Add {baseAmount} {baseSymbol} and {quoteAmount} {quoteSymbol} to a {fee} V3 position',
  }),
  createPoolAndAddLiquidityV3: msg({
    message:
      'Create the {baseSymbol}/{quoteSymbol} {fee} pool and add {baseAmount} {baseSymbol} and {quoteAmount} {quoteSymbol}',
  }),
  addLiquidityV2: msg({
    message: 'Add {baseAmount} {baseSymbol} and {quoteAmount} {quoteSymbol} to V2',
  }),
  createV3Pool: msg({ message: 'Create the {baseSymbol}/{quoteSymbol} {fee} pool' }),
  migrateLiquidityV3: msg({ message: 'Migrate {baseSymbol}/{quoteSymbol} liquidity to V3' }),
  migrateForkLiquidityV3: msg({
    message: 'Migrate {baseSymbol}/{quoteSymbol} SLP liquidity to V3',
  }),
  collectFees: msg({
    message: 'Collect {amount0} {symbol0} and {amount1} {symbol1} in fees',
  }),
  removeLiquidityV3: msg({
    message: 'Remove {baseAmount} {baseSymbol} and {quoteAmount} {quoteSymbol}',
  }),
  burnPosition: msg({ message: 'Burn position #{tokenId}' }),
  changeRange: msg({ message: 'Change range of position #{tokenId}' }),
  migrateLiquidityV4: msg({
    message: 'Migrate {baseSymbol}/{quoteSymbol} position #{tokenId} to V4',
  }),
  increaseLiquidityV4: msg({
    message: 'Add {baseAmount} {baseSymbol} and {quoteAmount} {quoteSymbol} to position #{tokenId}',
  }),
  addLiquidityV4: msg({
    message: 'Add {baseAmount} {baseSymbol} and {quoteAmount} {quoteSymbol} to a new v4 position',
  }),
  createV4Pool: msg({
    message:
      'Create a v4 {baseSymbol}/{quoteSymbol} pool with {baseAmount} {baseSymbol} and {quoteAmount} {quoteSymbol}',
  }),
  depositLiquidityStaking: msg({
    message: 'Deposit {amount} {symbol0}/{symbol1} liquidity tokens',
  }),
  withdrawLiquidityStaking: msg({
    message: 'Withdraw deposited {symbol0}/{symbol1} liquidity',
  }),
  submitProposal: msg`Submit new proposal`,
  queueProposal: msg({ message: 'Queue proposal {proposalId}' }),
  executeProposal: msg({ message: 'Execute proposal {proposalId}' }),
  cancelProposal: msg({ message: 'Cancel proposal {proposalId}' }),
} as const

/** Issue 35: the simulated outcome shown while the wallet is asked (components/SimulationView). */
export const SIMULATION_MESSAGES = {
  heading: msg`Simulated outcome`,
  leaves: msg`Leaves your wallet`,
  arrives: msg`Arrives in your wallet`,
  nftIn: msg({ message: 'NFT received: {collection} #{tokenId}' }),
  nftOut: msg({ message: 'NFT given up: {collection} #{tokenId}' }),
  approvalAmount: msg({ message: '{spender} may spend {amount} {symbol}' }),
  approvalAll: msg({ message: '{spender} may spend all your {symbol}' }),
  approvalUntil: msg({ message: 'until {date}' }),
  approvalOperator: msg({ message: '{spender} may move all your {collection} NFTs' }),
  approvalsLabel: msg`Approvals granted`,
  noChanges: msg`No balance changes.`,
  unavailable: msg`Balance changes could not be previewed: this network's node does not simulate transactions. It was checked only to succeed.`,
  /** Rabby-style rules (issue 35): each a line of its own. */
  unknownSpender: msg({
    message:
      '{spender} is not one of the Uniswap contracts on {chain}. Approve only if you trust it.',
  }),
  unlimited: msg({
    message: 'Unlimited approval: {spender} can spend all your {symbol}, now and later.',
  }),
  /** The exact-amount choice (settings, issue 35), said with the unlimited approval's caution. */
  exactHint: msg`To approve only what each transaction needs, turn on “Approve exact amounts” in the settings.`,
} as const
