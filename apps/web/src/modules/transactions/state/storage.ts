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
  'submitProposal',
])

const isString = (v: unknown): v is string => typeof v === 'string'
const isRawAmount = (v: unknown): v is string => isString(v) && /^\d+$/.test(v)
const isInteger = (v: unknown): v is number => Number.isSafeInteger(v)
const isCount = (v: unknown): v is number => isInteger(v) && v >= 0
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0
const isAddr = (v: unknown): v is `0x${string}` => isString(v) && isAddress(v, { strict: false })
const isTxHash = (v: unknown): v is Hash => isString(v) && isHash(v)
const optional = <T>(v: unknown, check: (x: unknown) => x is T) => v === undefined || check(v)

/** The typed kinds are checked field by field; the others need only their type. */
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
        optional(v.expectedInputCurrencyAmountRaw, isRawAmount)
      )
    case 'approval':
      return isAddr(v.tokenAddress) && isAddr(v.spender)
    case 'wrap':
      return (
        typeof v.unwrapped === 'boolean' && isRawAmount(v.currencyAmountRaw) && isCount(v.chainId)
      )
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
    default:
      return true
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
  const { from, nonce, info, summary, addedTime, lastCheckedBlockNumber, receipt } = v
  const { confirmedTime, failureReason, replaced } = v
  if (
    v.hash !== hash ||
    !isTxHash(v.hash) ||
    v.chainId !== chainId ||
    !isAddr(from) ||
    !isInteger(nonce) || // negative: unknown (types.ts)
    !isInfo(info) ||
    !isString(summary) ||
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
    summary,
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
