// One action's outcome from the chain's simulation door (chain/simulate.ts: eth_simulateV1 on
// geth, reth, Nethermind or the devnet, the calls of one simulated block run in order, each on the
// state the earlier ones left). Native-coin moves come as Transfer logs (chain/balanceChanges).
import { type Movement, movementOfLog, netBalanceChanges } from '../../../../chain/balanceChanges'
import type { SimulatedOutcome } from '../../../../chain/simulate'
import type { ActionOutcome } from '../types'

export function actionOutcomeOf(outcome: SimulatedOutcome): ActionOutcome {
  if (outcome.status === 'reverted') return { status: 'reverted', reason: outcome.reason }
  const movements: Movement[] = []
  for (const log of outcome.logs) {
    const m = movementOfLog(log)
    if (m) movements.push(m)
  }
  return { status: 'success', changes: netBalanceChanges(movements) }
}
