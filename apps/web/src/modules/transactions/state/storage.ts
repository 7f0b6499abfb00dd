// Stored form of the transactions (spec 01 §3 "Transaction record", ARCHITECTURE "App state"): a
// versioned key, a defensive parse (garbage → nothing; a bad record is dropped on its own, the
// others kept), saved with the 1000 ms debounce of every persisted slice (spec 01 §9 Timing).
import type { Hash } from 'viem'
import { isAddress, isHash } from 'viem'
import { isRecord, parseJson } from '../../../lib/persist'
import type {
  ReplacedInfo,
  TransactionDetails,
  TransactionInfo,
  TransactionReceiptSummary,
  TransactionsByChain,
} from '../types'

export const TRANSACTIONS_VERSION = 1
export const TRANSACTIONS_STORAGE_KEY = `tidepool.transactions:v${TRANSACTIONS_VERSION}`

const INFO_TYPES = new Set<string>([
  'swap',
  'approval',
  'wrap',
  'claim',
  'vote',
  'delegate',
  'addLiquidityV2',
  'addLiquidityV3',
  'depositLiquidityStaking',
  'withdrawLiquidityStaking',
  'createV3Pool',
  'migrateLiquidityV3',
  'collectFees',
  'removeLiquidityV3',
  'removeLiquidityV2',
  'burnPosition',
  'changeRange',
  'migrateLiquidityV4',
  'increaseLiquidityV4',
  'addLiquidityV4',
  'submitProposal',
  'queue',
  'execute',
  'cancel',
])

const isString = (v: unknown): v is string => typeof v === 'string'
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean'
const isRawAmount = (v: unknown): v is string => isString(v) && /^\d+$/.test(v)
const isInteger = (v: unknown): v is number => Number.isSafeInteger(v)
const isCount = (v: unknown): v is number => isInteger(v) && v >= 0
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0
const isAddr = (v: unknown): v is `0x${string}` => isString(v) && isAddress(v, { strict: false })
const isTxHash = (v: unknown): v is Hash => isString(v) && isHash(v)
/** spec 01 §3: a token address, or 'ETH' for the native coin. */
const isCurrencyId = (v: unknown): v is string => v === 'ETH' || isAddr(v)
const isPairOf = (a: unknown, b: unknown): boolean => isCurrencyId(a) && isCurrencyId(b)
/** A position NFT's token id (uint256, decimal). */
const isTokenId = isRawAmount
/** A fee tier in hundredths of a basis point (spec 02 §3), at most 100 %. */
const isFeeAmount = (v: unknown): v is number => isCount(v) && v <= 1_000_000
const optional = <T>(v: unknown, check: (x: unknown) => x is T) => v === undefined || check(v)

/** Every kind is checked field by field (spec 01 §3, spec 02 §3); an unknown kind is dropped. */
function isInfo(v: unknown): v is TransactionInfo {
  if (!isRecord(v) || !isString(v.type) || !INFO_TYPES.has(v.type)) return false
  switch (v.type) {
    case 'swap':
      return (
        (v.tradeType === 'EXACT_INPUT' || v.tradeType === 'EXACT_OUTPUT') &&
        isString(v.inputCurrencyId) &&
        isString(v.outputCurrencyId) &&
        isRawAmount(v.inputCurrencyAmountRaw) &&
        isRawAmount(v.outputCurrencyAmountRaw) &&
        optional(v.minimumOutputCurrencyAmountRaw, isRawAmount) &&
        optional(v.maximumInputCurrencyAmountRaw, isRawAmount) &&
        optional(v.expectedInputCurrencyAmountRaw, isRawAmount) &&
        optional(v.recipient, isString)
      )
    case 'approval':
      return isAddr(v.tokenAddress) && isAddr(v.spender)
    case 'wrap':
      return isBoolean(v.unwrapped) && isRawAmount(v.currencyAmountRaw) && isCount(v.chainId)
    case 'claim':
      return isAddr(v.recipient) && optional(v.uniAmountRaw, isRawAmount)
    case 'vote':
      return (
        isAddr(v.governorAddress) &&
        isCount(v.proposalId) &&
        (v.decision === 'for' || v.decision === 'against' || v.decision === 'abstain') &&
        isString(v.reason)
      )
    case 'delegate':
      return isAddr(v.delegatee)
    case 'addLiquidityV3':
      return (
        isBoolean(v.createPool) &&
        isPairOf(v.baseCurrencyId, v.quoteCurrencyId) &&
        isFeeAmount(v.feeAmount) &&
        isRawAmount(v.expectedAmountBaseRaw) &&
        isRawAmount(v.expectedAmountQuoteRaw) &&
        optional(v.tokenId, isTokenId)
      )
    case 'addLiquidityV2':
      return (
        isPairOf(v.baseCurrencyId, v.quoteCurrencyId) &&
        isRawAmount(v.expectedAmountBaseRaw) &&
        isRawAmount(v.expectedAmountQuoteRaw)
      )
    case 'createV3Pool':
      return isPairOf(v.baseCurrencyId, v.quoteCurrencyId) && isFeeAmount(v.feeAmount)
    case 'migrateLiquidityV3':
      return (
        isPairOf(v.baseCurrencyId, v.quoteCurrencyId) &&
        isFeeAmount(v.feeAmount) &&
        isBoolean(v.isFork)
      )
    case 'collectFees':
      return (
        isTokenId(v.tokenId) &&
        isPairOf(v.currencyId0, v.currencyId1) &&
        isRawAmount(v.expectedCurrencyOwed0Raw) &&
        isRawAmount(v.expectedCurrencyOwed1Raw)
      )
    case 'removeLiquidityV3':
    case 'increaseLiquidityV4':
      return (
        isTokenId(v.tokenId) &&
        isPairOf(v.baseCurrencyId, v.quoteCurrencyId) &&
        isRawAmount(v.expectedAmountBaseRaw) &&
        isRawAmount(v.expectedAmountQuoteRaw)
      )
    case 'addLiquidityV4':
      return (
        isBoolean(v.createPool) &&
        isPairOf(v.baseCurrencyId, v.quoteCurrencyId) &&
        isRawAmount(v.expectedAmountBaseRaw) &&
        isRawAmount(v.expectedAmountQuoteRaw)
      )
    case 'burnPosition':
      return isTokenId(v.tokenId)
    case 'changeRange':
    case 'migrateLiquidityV4':
      return isTokenId(v.tokenId) && isPairOf(v.baseCurrencyId, v.quoteCurrencyId)
    case 'removeLiquidityV2':
      return (
        isPairOf(v.baseCurrencyId, v.quoteCurrencyId) &&
        isRawAmount(v.expectedAmountBaseRaw) &&
        isRawAmount(v.expectedAmountQuoteRaw)
      )
    case 'depositLiquidityStaking':
      return (
        isPairOf(v.token0Address, v.token1Address) &&
        isRawAmount(v.amountRaw) &&
        isAddr(v.stakingAddress)
      )
    case 'withdrawLiquidityStaking':
      return isPairOf(v.token0Address, v.token1Address) && isAddr(v.stakingAddress)
    case 'submitProposal':
      return isAddr(v.governorAddress)
    case 'queue':
    case 'execute':
    case 'cancel':
      return isAddr(v.governorAddress) && isCount(v.proposalId)
    default:
      return false
  }
}

function isReceipt(v: unknown): v is TransactionReceiptSummary {
  return (
    isRecord(v) &&
    isTxHash(v.blockHash) &&
    isCount(v.blockNumber) &&
    (v.contractAddress === null || isAddr(v.contractAddress)) &&
    isAddr(v.from) &&
    (v.status === undefined || v.status === 0 || v.status === 1) &&
    (v.to === null || isAddr(v.to)) &&
    isTxHash(v.transactionHash) &&
    isCount(v.transactionIndex)
  )
}

function isReplaced(v: unknown): v is ReplacedInfo {
  return isRecord(v) && (v.by === null || isTxHash(v.by)) && isTime(v.detectedTime)
}

/** One stored record, or null when any field is unusable. */
export function parseTransaction(
  v: unknown,
  chainId: number,
  hash: string,
): TransactionDetails | null {
  if (!isRecord(v)) return null
  // A stored `summary` (English text, written before issue 11) is ignored: summaries render from
  // the info in the current language.
  const { from, nonce, info, addedTime, lastCheckedBlockNumber, receipt } = v
  const { confirmedTime, failureReason, replaced } = v
  if (
    v.hash !== hash ||
    !isTxHash(v.hash) ||
    v.chainId !== chainId ||
    !isAddr(from) ||
    !isInteger(nonce) || // negative: unknown (types.ts)
    !isInfo(info) ||
    !isTime(addedTime) ||
    !optional(lastCheckedBlockNumber, isCount) ||
    !optional(receipt, isReceipt) ||
    !optional(confirmedTime, isTime) ||
    !optional(failureReason, isString) ||
    !optional(replaced, isReplaced)
  )
    return null
  return {
    hash: v.hash,
    from,
    chainId,
    nonce,
    info,
    addedTime,
    ...(lastCheckedBlockNumber === undefined ? {} : { lastCheckedBlockNumber }),
    ...(receipt === undefined ? {} : { receipt }),
    ...(confirmedTime === undefined ? {} : { confirmedTime }),
    ...(failureReason === undefined ? {} : { failureReason }),
    ...(replaced === undefined ? {} : { replaced }),
  }
}

/** Reads stored transactions: anything unreadable is dropped, record by record. */
export function parseStoredTransactions(raw: string | null): TransactionsByChain {
  const data = parseJson(raw)
  if (!isRecord(data) || data.version !== TRANSACTIONS_VERSION || !isRecord(data.transactions))
    return {}
  const out: TransactionsByChain = {}
  for (const [chainKey, byHash] of Object.entries(data.transactions)) {
    const chainId = Number(chainKey)
    if (!isCount(chainId) || chainId === 0 || !isRecord(byHash)) continue
    const chain: Record<Hash, TransactionDetails> = {}
    for (const [hash, record] of Object.entries(byHash)) {
      const tx = parseTransaction(record, chainId, hash)
      if (tx) chain[tx.hash] = tx
    }
    if (Object.keys(chain).length > 0) out[chainId] = chain
  }
  return out
}

export function serializeTransactions(transactions: TransactionsByChain): string {
  return JSON.stringify({ version: TRANSACTIONS_VERSION, transactions })
}
