// One action's outcome from eth_simulateV1 (geth, reth, Nethermind…: the calls of one simulated
// block run in order, each on the state the earlier ones left). With traceTransfers the node adds
// native-coin moves as Transfer logs (utils/balanceChanges).
import type { Hex } from 'viem'
import { decodeRevertData } from '../../../../chain/revertReasons'
import type { ActionOutcome } from '../types'
import { type Movement, movementOfLog, netBalanceChanges, type RawLog } from './balanceChanges'

export interface SimulatedCall {
  status: Hex
  returnData?: Hex
  logs?: RawLog[]
  error?: { code?: number; message?: string; data?: Hex }
}

export function outcomeOfSimulatedCall(call: SimulatedCall): ActionOutcome {
  if (BigInt(call.status) !== 1n) {
    const data = call.error?.data ?? call.returnData
    const reason =
      (data ? decodeRevertData(data) : undefined) ?? call.error?.message ?? 'execution reverted'
    return { status: 'reverted', reason }
  }
  const movements: Movement[] = []
  for (const log of call.logs ?? []) {
    const m = movementOfLog(log)
    if (m) movements.push(m)
  }
  return { status: 'success', changes: netBalanceChanges(movements) }
}
