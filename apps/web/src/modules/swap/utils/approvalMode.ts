// spec 01 §4 Approvals ("A v3 approval mode (v2, v3 or v2+v3 router) follows which approvals are
// done"), spec 02 §4 (swap approval mode): a user who already approved the legacy v2 Router02 or
// the first-generation v3 SwapRouter for the input token needs no new approval when the trade
// can go through that router; otherwise the swap goes through SwapRouter02 (v2+v3), and that is
// the router the approval button approves. Pure and tiny: it runs on the swap screen up front;
// the legacy routers' calldata (the SDKs) loads only when a swap is sent (legacyCalldata.ts).
//
// Issue 31: where the chain has the Universal Router, it is the default, with Permit2: the
// approval button approves Permit2 (once per token), and the router's own allowance is a
// signed PermitSingle carried in the swap (actions/permit2.ts). Decided: no legacy-router
// setting; the spec's rule above still holds, so an approval the user already gave to
// SwapRouter02 or a legacy router is used when that router can carry the trade (no v4 hop),
// since a new approval costs a transaction. Fee-on-transfer trades stay on SwapRouter02, whose
// calldata for them is proved (issue 17). A trade with a v4 hop can only go through the
// Universal Router.
import type { Address } from 'viem'
import type { ChainContracts } from '../../../chain/contracts'
import type { ApprovalState } from '../../approvals'
import type { SwapTrade } from '../../quote'

/**
 * Which router the swap goes through: v2 Router02, the v3 SwapRouter, SwapRouter02 or (issue
 * 31) the Universal Router with Permit2.
 */
export type SwapRouterMode = 'V2' | 'V3' | 'V2V3' | 'UNIVERSAL'

/**
 * The input token's approval to each router for the trade's maximum input. `undefined`: the
 * chain has no such router (it can never be chosen, and never holds the mode up).
 */
export interface RouterApprovals {
  v2: ApprovalState | undefined
  v3: ApprovalState | undefined
  v2v3: ApprovalState
  /** Issue 31: the input token's approval to Permit2; undefined without a Universal Router. */
  permit2?: ApprovalState
}

/** What the legacy routers can carry: v2 Router02 one v2 path, the v3 SwapRouter one v3 path. */
export interface TradeShape {
  onlyV2: boolean
  onlyV3: boolean
  splits: boolean
  /** Issue 17: fee-on-transfer trades have their own SwapRouter02 calldata (stay on v2+v3). */
  feeOnTransfer: boolean
  /** Issue 31: a v4 hop anywhere (only the Universal Router swaps through v4). */
  v4: boolean
}

export function tradeShape(trade: SwapTrade): TradeShape {
  return {
    onlyV2: trade.routes.every((r) => r.protocol === 'V2'),
    onlyV3: trade.routes.every((r) => r.protocol === 'V3'),
    splits: trade.routes.length > 1,
    feeOnTransfer: (trade.transferFees ?? []).length > 0,
    v4: trade.routes.some((r) => r.hops.some((h) => h.protocol === 'V4')),
  }
}

/**
 * The router for this trade, or undefined while any approval is pending or not read yet (the
 * swap waits: no mode). Order as the 2022 interface: SwapRouter02 approved → v2+v3; v2 Router02
 * approved and a single v2 path → v2; v3 SwapRouter approved and a single v3 path → v3;
 * otherwise v2+v3 (the approval button approves SwapRouter02). Router02 takes one path per
 * call, so a split v2 trade cannot use it.
 */
export function swapApprovalMode(
  shape: TradeShape,
  approvals: RouterApprovals,
): SwapRouterMode | undefined {
  const universal = approvals.permit2 !== undefined
  if (universal && shape.v4 && !shape.feeOnTransfer) return 'UNIVERSAL'
  const states = [approvals.v2, approvals.v3, approvals.v2v3, approvals.permit2]
  if (states.some((s) => s === 'PENDING' || s === 'UNKNOWN')) return undefined
  if (shape.feeOnTransfer) return 'V2V3'
  // The native coin needs no approval at all (every state APPROVED): the Universal Router.
  if (approvals.permit2 === 'APPROVED') return 'UNIVERSAL'
  if (approvals.v2v3 === 'APPROVED') return 'V2V3'
  if (!shape.splits && approvals.v2 === 'APPROVED' && shape.onlyV2) return 'V2'
  if (!shape.splits && approvals.v3 === 'APPROVED' && shape.onlyV3) return 'V3'
  return universal ? 'UNIVERSAL' : 'V2V3'
}

/**
 * The router a mode sends to (and the spender its approval is for). spec 01 §10: "An unsupported
 * approval for a legacy router throws" — a legacy mode on a chain without that router.
 */
export function routerForMode(
  mode: SwapRouterMode,
  contracts: Pick<ChainContracts, 'swapRouter02' | 'v2Router02' | 'v3SwapRouter' | 'v4'>,
): Address {
  const router =
    mode === 'V2'
      ? contracts.v2Router02
      : mode === 'V3'
        ? contracts.v3SwapRouter
        : mode === 'UNIVERSAL'
          ? contracts.v4?.universalRouter
          : contracts.swapRouter02
  if (!router) throw new Error(`Unsupported approval: no ${mode} router on this chain`)
  return router
}

/**
 * The approval state the buttons show: done when a legacy router carries the trade (no approval
 * step), waiting while an approval is pending or not read yet (no mode), else the approval the
 * button gives: Permit2's in the Universal Router's mode, SwapRouter02's otherwise.
 */
export function buttonApproval(
  mode: SwapRouterMode | undefined,
  hasTrade: boolean,
  approvals: RouterApprovals,
): ApprovalState {
  if (mode === 'V2' || mode === 'V3') return 'APPROVED'
  if (mode === 'UNIVERSAL') return approvals.permit2 ?? 'UNKNOWN'
  if (mode === 'V2V3' || !hasTrade) return approvals.v2v3
  const states = [approvals.v2, approvals.v3, approvals.v2v3, approvals.permit2]
  if (states.includes('PENDING')) return 'PENDING'
  if (states.includes('UNKNOWN')) return 'UNKNOWN'
  return approvals.permit2 ?? approvals.v2v3
}
