// spec 01 §4 approval mode: the approval state alone of one token to one spender, for a spender
// the user might already have approved without this screen ever asking (the legacy v2 Router02
// and v3 SwapRouter). No approve action and no permit: the approve button's spender stays on
// useApproval.
import type { ApprovalState } from '../types'
import { type UseAllowanceParameters, useAllowance } from './useAllowance'

/** undefined when the chain has no such spender. */
export function useApprovalState(p: UseAllowanceParameters): ApprovalState | undefined {
  const { state } = useAllowance(p)
  return p.spender === undefined ? undefined : state
}
