// Approvals (issue 5; spec 01 §4 Approvals, §7.6–7.8): whether the swap may spend the input
// token, and getting there — an EIP-2612 permit signature when the token supports it, else an
// on-chain approval (max, exact as fallback; USDT-like tokens reset to 0 first).
//   useApproval({ chain, currency, amountRaw, spender }) → { state, signatureState,
//     signatureData, approve } — native coin always APPROVED; approvals are recorded through
//     modules/transactions; a pending approval comes from useHasPendingApproval.
// Plain actions (viem clients in, no React) for other modules and the integration tests:
//   requestApproval (the approve button: permit, else on-chain), readAllowance, approveToken,
//   getPermitInfo / signPermit / permitDeadline. Every transaction goes through
//   modules/transactions' sendTransaction (the one write path).
export { readAllowance } from './actions/allowance'
export { approveToken } from './actions/approve'
export { getPermitInfo, type PermitInfo, permitDeadline, signPermit } from './actions/permit'
export {
  type RequestApprovalParameters,
  type RequestApprovalReturnType,
  requestApproval,
} from './actions/requestApproval'
export {
  type UseApprovalParameters,
  type UseApprovalReturnType,
  useApproval,
} from './hooks/useApproval'
export type { ApprovalState, PermitSignature, SignatureState } from './types'
