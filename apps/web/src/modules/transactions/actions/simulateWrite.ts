// Issue 35 "Know before you sign": every write is simulated at the latest block, from the account
// that sends it, before the wallet is asked (sendTransaction and sendBatch call this). A batch
// (EIP-5792) is simulated as its sequence of calls, each on the state the earlier ones left. A
// call that would revert stops the send here, with its reason. Where the node does not speak
// eth_simulateV1 the send goes on (its gas estimate still replays a revert as eth_call, spec 01
// §7.7) and the dialog says that balance changes could not be previewed.
import type { Address, Client, Hex } from 'viem'
import { type SimulationCall, simulateCalls } from '../../../chain/simulate'
import { type WriteEffects, writeEffects } from '../../../chain/writeEffects'
import { TransactionRevertError } from '../errors'
import { publishSimulation } from '../state/simulations'

/**
 * The simulated call's revert, shaped as the revert readers expect (chain/revertReasons: a
 * decoded `reason`, the raw `data`), so each flow maps it as it maps an estimate's revert.
 */
class SimulatedRevert extends Error {
  override name = 'SimulatedRevert'
  readonly reason: string
  readonly data: Hex | undefined
  constructor(reason: string, data: Hex | undefined) {
    super(`eth_simulateV1: execution reverted: ${reason}`)
    this.reason = reason
    this.data = data
  }
}

export type WriteSimulation =
  | { kind: 'simulated'; account: Address; effects: WriteEffects }
  /** The node cannot simulate: nothing is known beyond eth_call's success. */
  | { kind: 'unavailable'; account: Address }

export interface SimulateWriteParameters {
  account: Address
  calls: readonly SimulationCall[]
  /** The chain the write goes to: the open dialog shows its simulation (state/simulations). */
  chainId: number | undefined
}

/** Simulates and publishes the outcome; throws TransactionRevertError when a call reverts. */
export async function simulateWrite(
  client: Client,
  p: SimulateWriteParameters,
): Promise<WriteSimulation> {
  const outcomes = await simulateCalls(client, { account: p.account, calls: p.calls })
  let simulation: WriteSimulation
  if (!outcomes) simulation = { kind: 'unavailable', account: p.account }
  else {
    const reverted = outcomes.find((o) => o.status === 'reverted')
    if (reverted)
      throw new TransactionRevertError(reverted.reason, {
        cause: new SimulatedRevert(reverted.reason, reverted.data),
      })
    const logs = outcomes.flatMap((o) => (o.status === 'success' ? o.logs : []))
    simulation = { kind: 'simulated', account: p.account, effects: writeEffects(p.account, logs) }
  }
  publishSimulation({ chainId: p.chainId, simulation })
  return simulation
}
