// spec 01 §4 Approvals ("A v3 approval mode (v2, v3 or v2+v3 router) follows which approvals are
// done"), spec 02 §4 (swap approval mode): a user who already approved the legacy v2 Router02 or
// the first-generation v3 SwapRouter for the input token needs no new approval when the trade
// can go through that router; otherwise the swap goes through SwapRouter02 (v2+v3), and that is
// the router the approval button approves. Pure and tiny: it runs on the swap screen up front;
// the legacy routers' calldata (the SDKs) loads only when a swap is sent (legacyCalldata.ts).
import type { Address } from 'viem'
import type { ChainContracts } from '../../../chain/contracts'
import type { ApprovalState } from '../../approvals'
import type { SwapTrade } from '../../quote'

/** Which router the swap goes through: v2 Router02, the v3 SwapRouter or SwapRouter02. */
export type SwapRouterMode = 'V2' | 'V3' | 'V2V3'

/**
 * The input token's approval to each router for the trade's maximum input. `undefined`: the
 * chain has no such router (it can never be chosen, and never holds the mode up).
 */
export interface RouterApprovals {
  v2: ApprovalState | undefined
  v3: ApprovalState | undefined
  v2v3: ApprovalState
}

/** What the legacy routers can carry: v2 Router02 one v2 path, the v3 SwapRouter one v3 path. */
export interface TradeShape {
  onlyV2: boolean
  onlyV3: boolean
  splits: boolean
  /** Issue 17: fee-on-transfer trades have their own SwapRouter02 calldata (stay on v2+v3). */
  feeOnTransfer: boolean
}

export function tradeShape(trade: SwapTrade): TradeShape {
  return {
    onlyV2: trade.routes.every((r) => r.protocol === 'V2'),
    onlyV3: trade.routes.every((r) => r.protocol === 'V3'),
    splits: trade.routes.length > 1,
    feeOnTransfer: (trade.transferFees ?? []).length > 0,
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
  const states = [approvals.v2, approvals.v3, approvals.v2v3]
  if (states.some((s) => s === 'PENDING' || s === 'UNKNOWN')) return undefined
  if (approvals.v2v3 === 'APPROVED' || shape.feeOnTransfer || shape.splits) return 'V2V3'
  if (approvals.v2 === 'APPROVED' && shape.onlyV2) return 'V2'
  if (approvals.v3 === 'APPROVED' && shape.onlyV3) return 'V3'
  return 'V2V3'
}

/**
 * The router a mode sends to (and the spender its approval is for). spec 01 §10: "An unsupported
 * approval for a legacy router throws" — a legacy mode on a chain without that router.
 */
export function routerForMode(
  mode: SwapRouterMode,
  contracts: Pick<ChainContracts, 'swapRouter02' | 'v2Router02' | 'v3SwapRouter'>,
): Address {
  const router =
    mode === 'V2'
      ? contracts.v2Router02
      : mode === 'V3'
        ? contracts.v3SwapRouter
        : contracts.swapRouter02
  if (!router) throw new Error(`Unsupported approval: no ${mode} router on this chain`)
  return router
}

/**
 * The approval state the buttons show: done when a legacy router carries the trade (no approval
 * step), waiting while a legacy approval is pending or not read yet (no mode), else SwapRouter02's
 * (the approval button approves SwapRouter02).
 */
export function buttonApproval(
  mode: SwapRouterMode | undefined,
  hasTrade: boolean,
  swapRouter02: ApprovalState,
  legacy: { v2: ApprovalState | undefined; v3: ApprovalState | undefined },
): ApprovalState {
  if (mode === 'V2' || mode === 'V3') return 'APPROVED'
  if (mode !== undefined || !hasTrade) return swapRouter02
  const states = [legacy.v2, legacy.v3]
  if (states.includes('PENDING')) return 'PENDING'
  if (states.includes('UNKNOWN')) return 'UNKNOWN'
  return swapRouter02
}
