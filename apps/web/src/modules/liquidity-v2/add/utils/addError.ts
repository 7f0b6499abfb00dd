// spec 02 §5 "v2 add": the errors, first wins — 'Connect Wallet', 'Invalid pair', 'Enter an
// amount', 'Insufficient {symbol} balance' (side A, then B) — and "An unsupported asset blocks
// the action" (spec 01 §6: a blocked token reads 'Unsupported Asset', before anything else, as
// the swap's button does). A slippage outside 0..100 % says 'Unexpected slippage' (spec 02 §5),
// which the minimums would otherwise throw at the send.
import type { MessageDescriptor } from '@lingui/core'
import { ADD_V2_STRINGS as S } from '../strings'
import { isValidSlippage } from './addCall'

export interface V2AddSideFacts {
  symbol: string
  /** Raw amount; undefined when empty or zero. */
  amount: bigint | undefined
  /** Raw balance; undefined while unknown (not an error). */
  balance: bigint | undefined
}

export interface V2AddFacts {
  unsupported: boolean
  connected: boolean
  /** spec 02 §4 v2 pool status (INVALID: a token missing or both the same). */
  pairState: 'LOADING' | 'INVALID' | 'NOT_EXISTS' | 'EXISTS'
  a: V2AddSideFacts
  b: V2AddSideFacts
  /** The add's slippage in basis points (spec 02 §5: 0 to 100 %, else 'Unexpected slippage'). */
  slippageBps: number
}

export function v2AddError(f: V2AddFacts): MessageDescriptor | undefined {
  if (f.unsupported) return S.unsupportedAsset
  if (!f.connected) return S.connectWallet
  if (f.pairState === 'INVALID') return S.invalidPair
  if (f.a.amount === undefined || f.b.amount === undefined) return S.enterAmount
  for (const side of [f.a, f.b]) {
    if (side.balance !== undefined && side.amount !== undefined && side.balance < side.amount)
      return { ...S.insufficientBalance, values: { symbol: side.symbol } }
  }
  if (!isValidSlippage(f.slippageBps)) return S.unexpectedSlippage
  return undefined
}
