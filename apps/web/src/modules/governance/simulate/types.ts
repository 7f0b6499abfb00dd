// The shapes of a proposal's simulation (issue 16 "Beyond the reference — know what you vote for").
// The balance changes' shape is the chain door's (chain/balanceChanges.ts), shared with the
// simulation of every write (issue 35).
import type { Address, Hex } from 'viem'
import type { BalanceChange } from '../../../chain/balanceChanges'

export { type BalanceChange, NATIVE } from '../../../chain/balanceChanges'

/** One governor action, as propose() takes it and getActions() returns it. */
export interface ProposalAction {
  target: Address
  /** Wei sent with the call (from the timelock's own balance). */
  value: bigint
  /** 'transfer(address,uint256)', or '' when `calldata` already carries the selector. */
  signature: string
  /** The ABI-encoded arguments (without the selector when `signature` is set). */
  calldata: Hex
}

export type ActionOutcome =
  | {
      status: 'success'
      /** undefined when the node could not say (no trace, no simulate API). */
      changes: BalanceChange[] | undefined
    }
  | { status: 'reverted'; reason: string }

/**
 * How the node let us run the actions: 'bundle' — eth_simulateV1, in order, each on the state
 * the earlier ones left; 'trace' — debug_traceCall per action on the block's state; 'call' —
 * eth_call per action on the block's state (no balance changes).
 */
export type SimulationMode = 'bundle' | 'trace' | 'call'

export interface ActionsSimulationResult {
  blockNumber: bigint
  mode: SimulationMode
  outcomes: ActionOutcome[]
}
