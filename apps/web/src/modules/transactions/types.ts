// spec 01 §3 "Transaction record" and "Transaction info types". Raw amounts are decimal strings
// (bigint does not survive JSON); the record is what the recent-transactions panel, the pending
// approval rule and the updater read.
import type { Address, Hash } from 'viem'

/** spec 01 §3: "tradeType exact input or output". */
export type TransactionTradeType = 'EXACT_INPUT' | 'EXACT_OUTPUT'

export interface SwapTransactionInfo {
  type: 'swap'
  tradeType: TransactionTradeType
  /** Currency ids: a token address, or 'ETH' for the native coin. */
  inputCurrencyId: string
  outputCurrencyId: string
  inputCurrencyAmountRaw: string
  /** The expected output (exact input), or the exact output. */
  outputCurrencyAmountRaw: string
  /** Exact input: the least the user accepts (slippage applied). */
  minimumOutputCurrencyAmountRaw?: string
  /** Exact output: the most the user pays (slippage applied). */
  maximumInputCurrencyAmountRaw?: string
  /** Exact output: the expected input. */
  expectedInputCurrencyAmountRaw?: string
}

export interface ApprovalTransactionInfo {
  type: 'approval'
  tokenAddress: Address
  spender: Address
}

export interface WrapTransactionInfo {
  type: 'wrap'
  /** true: wrapped → native (unwrap). */
  unwrapped: boolean
  currencyAmountRaw: string
  chainId: number
}

export interface ClaimTransactionInfo {
  type: 'claim'
  recipient: Address
  uniAmountRaw?: string
}

export interface VoteTransactionInfo {
  type: 'vote'
  governorAddress: Address
  proposalId: number
  /** spec 01 §3: Against=0, For=1, Abstain=2. */
  decision: 'for' | 'against' | 'abstain'
  reason: string
}

export interface DelegateTransactionInfo {
  type: 'delegate'
  delegatee: Address
}

/** The liquidity, staking and governance kinds of spec 01 §3 (their fields come with spec 02). */
export interface OtherTransactionInfo {
  type:
    | 'addLiquidityV2'
    | 'addLiquidityV3'
    | 'depositLiquidityStaking'
    | 'withdrawLiquidityStaking'
    | 'createV3Pool'
    | 'migrateLiquidityV3'
    | 'collectFees'
    | 'removeLiquidityV3'
    | 'submitProposal'
  [field: string]: unknown
}

export type TransactionInfo =
  | SwapTransactionInfo
  | ApprovalTransactionInfo
  | WrapTransactionInfo
  | ClaimTransactionInfo
  | VoteTransactionInfo
  | DelegateTransactionInfo
  | OtherTransactionInfo

/** spec 01 §3: the receipt fields kept (bigints as numbers: block numbers and indexes fit). */
export interface TransactionReceiptSummary {
  blockHash: Hash
  blockNumber: number
  contractAddress: Address | null
  from: Address
  /** 1 success, 0 reverted; absent on pre-Byzantium receipts (spec: undefined counts as success). */
  status?: 0 | 1
  to: Address | null
  transactionHash: Hash
  transactionIndex: number
}

/** Beyond the spec: the transaction's nonce was used by another transaction (speed up, cancel). */
export interface ReplacedInfo {
  /** The transaction mined with the same sender and nonce, when it was found. */
  by: Hash | null
  /** When the replacement was detected (ms since epoch). */
  detectedTime: number
}

export interface TransactionDetails {
  hash: Hash
  from: Address
  chainId: number
  /** The sender's nonce, to detect a replacement (beyond the spec); negative when unknown. */
  nonce: number
  info: TransactionInfo
  /** Display text, e.g. 'Swap 1 ETH for 3000 DAI'. */
  summary: string
  addedTime: number
  lastCheckedBlockNumber?: number
  receipt?: TransactionReceiptSummary
  confirmedTime?: number
  /** A failed transaction's revert reason, already mapped to the user's words. */
  failureReason?: string
  replaced?: ReplacedInfo
}

/** What the app gives when it sent a transaction. */
export interface NewTransaction {
  hash: Hash
  from: Address
  chainId: number
  /** Negative when the sender could not tell: the record is then never marked replaced. */
  nonce: number
  info: TransactionInfo
  summary: string
}

/** spec 01 §4: pending without receipt; success when status is 1 or undefined; else failed. */
export type TransactionStatus = 'pending' | 'success' | 'failed' | 'replaced'

/** Transactions by chain id, then hash. */
export type TransactionsByChain = Record<number, Record<Hash, TransactionDetails>>
