// spec 02 §8 / spec 01 §8: a wallet refusal is not a failure. Wallets say it in many ways and
// often wrap it (viem's cause chain, ethers' `error`, WalletConnect's `data.originalError`), so
// the whole chain is searched: EIP-1193 4001, ethers' ACTION_REJECTED, WalletConnect's 5000–5002
// ("User rejected", "… methods", "… chains"), viem's UserRejectedRequestError, and the texts
// wallets put under other codes (Ledger 'denied by the user', Trust 'cancelled', an RPC relay
// reporting the refusal as -32603 'User rejected the transaction').
import { isUserRejection } from '../../../chain/revertReasons'

const REJECTION_CODES = new Set<unknown>([4001, '4001', 'ACTION_REJECTED', 5000, 5001, 5002])
const REJECTION_NAMES = new Set<unknown>(['UserRejectedRequestError', 'ACTION_REJECTED'])
const REJECTION_TEXT =
  /user rejected|user denied|denied by (the )?user|rejected by (the )?user|user cancell?ed|cancell?ed by (the )?user|user refused|user disapproved|rejected the request|request rejected/i

const MAX_DEPTH = 16

function nested(e: Record<string, unknown>): unknown[] {
  const data = e.data
  const dataOriginal =
    typeof data === 'object' && data !== null
      ? (data as { originalError?: unknown }).originalError
      : undefined
  return [e.cause, e.error, e.originalError, e.innerError, dataOriginal]
}

/** Whether `error` (or anything it wraps) is the user refusing in the wallet. */
export function isWalletRejection(error: unknown): boolean {
  if (isUserRejection(error)) return true
  const seen = new Set<unknown>()
  const queue: unknown[] = [error]
  while (queue.length > 0 && seen.size < MAX_DEPTH) {
    const current = queue.shift()
    if (current === undefined || current === null || seen.has(current)) continue
    seen.add(current)
    if (typeof current === 'string') {
      if (REJECTION_TEXT.test(current)) return true
      continue
    }
    if (typeof current !== 'object') continue
    const e = current as Record<string, unknown>
    if (REJECTION_CODES.has(e.code) || REJECTION_NAMES.has(e.name)) return true
    for (const text of [e.shortMessage, e.message, e.details, e.reason])
      if (typeof text === 'string' && REJECTION_TEXT.test(text)) return true
    queue.push(...nested(e))
  }
  return false
}
