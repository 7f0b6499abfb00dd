// spec 01 §3 "Transaction record" and "Transaction info types", spec 02 §3 "Transaction types
// used here": one typed info per kind. Raw amounts are decimal strings (bigint does not survive
// JSON), currencies are currency ids (a token address, or 'ETH' for the native coin), fee tiers
// are hundredths of a basis point (spec 02 §3), position token ids are decimal strings. The
// record keeps no display text: summaries are rendered from the info in the current language
// (utils/summary.ts).
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
  /** Who receives the output when not the sender: the address, or the ENS name as typed. */
  recipient?: string
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

/** spec 02 §7: a position manager add (a new position, or `tokenId` increased). */
export interface AddLiquidityV3PoolTransactionInfo {
  type: 'addLiquidityV3'
  /** The same call also created and initialised the pool. */
  createPool: boolean
  baseCurrencyId: string
  quoteCurrencyId: string
  /** Fee tier in hundredths of a basis point (3000 = 0.3 %). */
  feeAmount: number
  expectedAmountBaseRaw: string
  expectedAmountQuoteRaw: string
  /** An existing position's token id when liquidity was added to it. */
  tokenId?: string
}

/** spec 02 §7: v2 router addLiquidity / addLiquidityETH. */
export interface AddLiquidityV2PoolTransactionInfo {
  type: 'addLiquidityV2'
  baseCurrencyId: string
  quoteCurrencyId: string
  expectedAmountBaseRaw: string
  expectedAmountQuoteRaw: string
}

/** spec 02 §2 v3 add: the pool created on its own (createAndInitializePoolIfNecessary). */
export interface CreateV3PoolTransactionInfo {
  type: 'createV3Pool'
  baseCurrencyId: string
  quoteCurrencyId: string
  feeAmount: number
}

/** spec 02 §7 Migrator: a v2 (or fork, SLP) position moved to v3. */
export interface MigrateV2LiquidityToV3TransactionInfo {
  type: 'migrateLiquidityV3'
  baseCurrencyId: string
  quoteCurrencyId: string
  feeAmount: number
  /** From the fork exchange's pair (SLP, spec 02 §3) rather than a v2 pair. */
  isFork: boolean
}

/** spec 02 §7 v2 router remove variants: liquidity tokens burned for both tokens. */
export interface RemoveLiquidityV2TransactionInfo {
  type: 'removeLiquidityV2'
  baseCurrencyId: string
  quoteCurrencyId: string
  expectedAmountBaseRaw: string
  expectedAmountQuoteRaw: string
}

/** spec 02 §7: position manager collect. */
export interface CollectFeesTransactionInfo {
  type: 'collectFees'
  tokenId: string
  currencyId0: string
  currencyId1: string
  expectedCurrencyOwed0Raw: string
  expectedCurrencyOwed1Raw: string
}

/** spec 02 §7: v3 removal (decrease liquidity and collect). */
export interface RemoveLiquidityV3TransactionInfo {
  type: 'removeLiquidityV3'
  tokenId: string
  baseCurrencyId: string
  quoteCurrencyId: string
  expectedAmountBaseRaw: string
  expectedAmountQuoteRaw: string
}

/**
 * Issue 32: liquidity added to a v4 position (INCREASE_LIQUIDITY). v4's decrease and collect keep
 * the v3 records ('removeLiquidityV3', 'collectFees'): what they say is the same.
 */
export interface IncreaseLiquidityV4TransactionInfo {
  type: 'increaseLiquidityV4'
  tokenId: string
  baseCurrencyId: string
  quoteCurrencyId: string
  expectedAmountBaseRaw: string
  expectedAmountQuoteRaw: string
}

/**
 * Issue 32: a new v4 position minted (MINT_POSITION), its pool created in the same transaction
 * when `createPool`. Currencies in pool order: the native coin as 'ETH'.
 */
export interface AddLiquidityV4TransactionInfo {
  type: 'addLiquidityV4'
  createPool: boolean
  baseCurrencyId: string
  quoteCurrencyId: string
  expectedAmountBaseRaw: string
  expectedAmountQuoteRaw: string
}

/**
 * Issue 32 "Change range in one transaction": a v3 or v4 position's liquidity (and its fees) moved
 * to a new position in another range; what the new one didn't take came back (the refunds).
 */
export interface ChangeRangeTransactionInfo {
  type: 'changeRange'
  tokenId: string
  baseCurrencyId: string
  quoteCurrencyId: string
}

/**
 * Issue 32 "Migrate v3 → v4": v3 position `tokenId` taken out whole and burned, its amounts minted
 * as a v4 position through the Universal Router; what the new one didn't take came back.
 */
export interface MigrateLiquidityV4TransactionInfo {
  type: 'migrateLiquidityV4'
  tokenId: string
  baseCurrencyId: string
  quoteCurrencyId: string
}

/** Issue 32: a v4 position NFT burned (BURN_POSITION). */
export interface BurnPositionTransactionInfo {
  type: 'burnPosition'
  tokenId: string
}

/** spec 02 §7 Rewards contract stake / stakeWithPermit: liquidity tokens of a pair deposited. */
export interface DepositLiquidityStakingTransactionInfo {
  type: 'depositLiquidityStaking'
  /** The pair's tokens (currency ids). */
  token0Address: string
  token1Address: string
  /** Liquidity tokens staked. */
  amountRaw: string
  stakingAddress: Address
}

/** spec 02 §7 Rewards contract exit: the deposit withdrawn (with its rewards). */
export interface WithdrawLiquidityStakingTransactionInfo {
  type: 'withdrawLiquidityStaking'
  token0Address: string
  token1Address: string
  stakingAddress: Address
}

/** spec 02 governance: a new proposal submitted to `governorAddress`. */
export interface SubmitProposalTransactionInfo {
  type: 'submitProposal'
  governorAddress: Address
}

/** spec 02 §4 Governance: anyone may queue, execute or cancel subject to the governor's rules. */
export interface ProposalLifecycleTransactionInfo<T extends 'queue' | 'execute' | 'cancel'> {
  type: T
  governorAddress: Address
  proposalId: number
}

export type TransactionInfo =
  | SwapTransactionInfo
  | ApprovalTransactionInfo
  | WrapTransactionInfo
  | ClaimTransactionInfo
  | VoteTransactionInfo
  | DelegateTransactionInfo
  | AddLiquidityV3PoolTransactionInfo
  | AddLiquidityV2PoolTransactionInfo
  | CreateV3PoolTransactionInfo
  | MigrateV2LiquidityToV3TransactionInfo
  | CollectFeesTransactionInfo
  | RemoveLiquidityV3TransactionInfo
  | RemoveLiquidityV2TransactionInfo
  | BurnPositionTransactionInfo
  | ChangeRangeTransactionInfo
  | MigrateLiquidityV4TransactionInfo
  | IncreaseLiquidityV4TransactionInfo
  | AddLiquidityV4TransactionInfo
  | DepositLiquidityStakingTransactionInfo
  | WithdrawLiquidityStakingTransactionInfo
  | SubmitProposalTransactionInfo
  | ProposalLifecycleTransactionInfo<'queue'>
  | ProposalLifecycleTransactionInfo<'execute'>
  | ProposalLifecycleTransactionInfo<'cancel'>

export type TransactionType = TransactionInfo['type']

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
}

/** spec 01 §4: pending without receipt; success when status is 1 or undefined; else failed. */
export type TransactionStatus = 'pending' | 'success' | 'failed' | 'replaced'

/** Transactions by chain id, then hash. */
export type TransactionsByChain = Record<number, Record<Hash, TransactionDetails>>
