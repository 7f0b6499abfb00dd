// Governance actions simulation (issue 16 "Beyond the reference — know what you vote for"):
// a proposal's actions executed as the timelock would — from its address, in order, on the
// current block — each reported as success with the balance changes of known tokens it causes,
// or revert with the decoded reason (chain/revertReasons).
//   simulateActions(client, {timelock, actions}) — the plain action (eth_simulateV1 → callTracer
//                     trace per action → eth_call per action, whichever the node answers).
//   useActionsSimulation(chain, timelock, actions) — the same as a query (not polled).
//   <ActionsSimulation chain timelock actions /> — the report the create page and the proposal
//                     page show (flags a proposal whose action would revert).
//   actionCallData — what the timelock sends for an action (selector ++ arguments).
export {
  type SimulateActionsParameters,
  simulateActions,
} from './actions/simulateActions'
export { ActionsSimulation, type ActionsSimulationProps } from './containers/ActionsSimulation'
export { useActionsSimulation } from './hooks/useActionsSimulation'
export { SIMULATE_STRINGS } from './strings'
export type {
  ActionOutcome,
  ActionsSimulationResult,
  BalanceChange,
  ProposalAction,
  SimulationMode,
} from './types'
export { actionCallData } from './utils/calldata'
