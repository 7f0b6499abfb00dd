// One action's outcome from a callTracer trace (debug_traceCall with tracerConfig.withLog, the
// way modules/liquidity-v2/migrate reads its migration): reverted with the decoded reason, or
// succeeded with the net balance changes of its Transfer logs and of the native coin it moved.
// A reverted inner call whose error the caller caught does not fail the action; its logs are
// dropped (the node discards them as well).
import type { Address, Hex } from 'viem'
import {
  type Movement,
  movementOfLog,
  netBalanceChanges,
  type RawLog,
} from '../../../../chain/balanceChanges'
import { decodeRevertData } from '../../../../chain/revertReasons'
import { type ActionOutcome, NATIVE } from '../types'

export interface CallFrame {
  type: string
  from: Address
  to?: Address
  value?: Hex
  output?: Hex
  error?: string
  revertReason?: string
  logs?: RawLog[]
  calls?: CallFrame[]
}

/** Calls that move value: DELEGATECALL and STATICCALL frames carry the caller's value or none. */
const MOVES_VALUE = new Set(['CALL', 'CREATE', 'CREATE2', 'SELFDESTRUCT'])

function collect(frame: CallFrame, out: Movement[]): void {
  if (frame.error) return
  const value = frame.value ? BigInt(frame.value) : 0n
  if (value > 0n && frame.to && MOVES_VALUE.has(frame.type.toUpperCase()))
    out.push({ token: NATIVE, from: frame.from, to: frame.to, amount: value })
  for (const log of frame.logs ?? []) {
    const m = movementOfLog(log)
    if (m) out.push(m)
  }
  for (const call of frame.calls ?? []) collect(call, out)
}

/** The reason a frame reverted: the tracer's decoded reason, the revert data, or its error. */
export function frameRevertReason(frame: CallFrame): string {
  if (frame.revertReason) return frame.revertReason
  const decoded = frame.output ? decodeRevertData(frame.output) : undefined
  return decoded ?? frame.error ?? 'execution reverted'
}

export function outcomeOfTrace(root: CallFrame): ActionOutcome {
  if (root.error) return { status: 'reverted', reason: frameRevertReason(root) }
  const movements: Movement[] = []
  collect(root, movements)
  return { status: 'success', changes: netBalanceChanges(movements) }
}
