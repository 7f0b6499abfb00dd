// Approvals (issue 5, issue 11 §3; spec 01 §4 Approvals, §7.6–7.8; spec 02 §3, §7, §9): whether
// a spender (SwapRouter02, the v3 position manager, the v2 router, the migrator, a staking
// contract) may spend a token, and getting there — a permit signature when the token supports a
// kind the spender consumes (EIP-2612 AMOUNT, DAI-style ALLOWED), else an on-chain approval
// (max, exact as fallback; USDT-like tokens reset to 0 first).
//   useApprovalState({ chain, currency, amountRaw, spender }) → the state alone (spec 01 §4
//     approval mode: the legacy routers the user may have approved elsewhere).
//   useApproval({ chain, currency, amountRaw, spender, permit? }) → { state, signatureState,
//     signatureData, approve } — native coin always APPROVED; approvals are recorded through
//     modules/transactions; a pending approval comes from useHasPendingApproval. `permit`:
//     default the swap's (EIP-2612, the user's deadline), LIQUIDITY_PERMIT (both kinds, 1200 s),
//     or false (on-chain approval only). Issue 18: permits are withheld from contract accounts
//     (chain/accountKind's smart-wallet check; EIP-7702-delegated EOAs still sign), and
//     `batchApproval` is the approval for a batching wallet's one EIP-5792 batch with the action
//     (set only when the wallet batches); batchApprovalsOf(...) collects a flow's for its send.
// Plain actions (viem clients in, no React) for other modules and the integration tests:
//   usePermit2Allowance({ chain, currency, amountRaw, spender }) → { state, approve, batchApproval }:
//     Permit2's own allowance to a spender (issue 32: the v4 position manager), approved on chain,
//     or by a call in a batching wallet's one batch.
//   approveToken, getPermitInfo / signPermit / permitDeadline (inside: requestApproval, the approve
//   button's permit-else-on-chain, and readAllowance). ApproveButton: the liquidity screens'
//   approve button over useApproval. Issue 35: useApprovalPrompt().run(symbol, approve) +
//   <ApprovalPromptDialog> show an approval's simulated outcome while the wallet is asked (the
//   ApproveButton does this itself; other approve buttons use the pair). Every transaction goes through
//   modules/transactions' sendTransaction (the one write path).
export { approveToken } from './actions/approve'
export { getPermitInfo, permitDeadline, signPermit } from './actions/permit'
export { PERMIT_DEADLINE_SECONDS } from './constants'
export { ApprovalPromptDialog } from './containers/ApprovalPromptDialog'
export { ApproveButton } from './containers/ApproveButton'
export { type UseApprovalReturnType, useApproval } from './hooks/useApproval'
export { useApprovalPrompt } from './hooks/useApprovalPrompt'
export { useApprovalState } from './hooks/useApprovalState'
export { usePermit2Allowance } from './hooks/usePermit2Allowance'
export type { ApprovalState, PermitSignature, SignatureState } from './types'
export { batchApprovalsOf } from './utils/batchApprovals'
export { LIQUIDITY_PERMIT, type PermitOptions } from './utils/permitRequest'
