// What a v4 deposit still needs before the position manager can take it (issue 32): for each
// ERC-20 side, the token approved to Permit2 (approvals useApproval), then Permit2's own allowance
// to the position manager (approvals usePermit2Allowance, on chain). The native coin needs
// neither: it is sent along. Shared by the add screen and a position's increase.
// Issue 32 "Permit2 approvals are batched where the wallet batches": for a wallet with atomic
// EIP-5792 batching both allowances are calls in the write's one batch (token.approve(Permit2),
// Permit2.approve(token, manager)), then modifyLiquidities; no step is shown. A plain EOA keeps
// the steps.
import type { ChainInfo } from '../../../chain/chains'
import {
  batchApprovalsOf,
  type UseApprovalReturnType,
  useApproval,
  usePermit2Allowance,
} from '../../approvals'
import type { Currency } from '../../tokens'
import type { BatchApproval } from '../../transactions'

export interface Permit2Steps {
  toPermit2: readonly [UseApprovalReturnType, UseApprovalReturnType]
  toManager: readonly [Permit2AllowanceReturnType, Permit2AllowanceReturnType]
  /** The first side whose token is not yet approved to Permit2. */
  needsApproval: 0 | 1 | undefined
  /** The first side whose Permit2 allowance to the position manager is short. */
  needsAllowance: 0 | 1 | undefined
  /** A batching wallet's approvals still needed, in order, for the write's `approvals`. */
  batchApprovals: BatchApproval[] | undefined
}

type Permit2AllowanceReturnType = ReturnType<typeof usePermit2Allowance>
const SIDES = [0, 1] as const

export function usePermit2Steps(
  chain: ChainInfo,
  currencies: readonly [Currency | undefined, Currency | undefined],
  amounts: readonly [bigint | undefined, bigint | undefined],
): Permit2Steps {
  const permit2 = chain.contracts?.v4?.permit2
  const manager = chain.contracts?.v4?.positionManager
  const approval = (i: 0 | 1) => ({
    chain,
    currency: currencies[i],
    amountRaw: amounts[i],
  })
  const toPermit2 = [
    useApproval({ ...approval(0), spender: permit2, permit: false }),
    useApproval({ ...approval(1), spender: permit2, permit: false }),
  ] as const
  const toManager = [
    usePermit2Allowance({ ...approval(0), spender: manager }),
    usePermit2Allowance({ ...approval(1), spender: manager }),
  ] as const
  const wanted = (i: 0 | 1) => (amounts[i] ?? 0n) > 0n
  // A batched approval is no step: it goes in the batch.
  const needed = (a: { state: string; batchApproval: unknown }) =>
    a.state !== 'APPROVED' && a.batchApproval === undefined
  return {
    toPermit2,
    toManager,
    needsApproval: SIDES.find((i) => wanted(i) && needed(toPermit2[i])),
    needsAllowance: SIDES.find((i) => wanted(i) && needed(toManager[i])),
    batchApprovals: batchApprovalsOf(
      ...SIDES.filter(wanted).flatMap((i) => [toPermit2[i], toManager[i]]),
    ),
  }
}

/**
 * The most a side may take if the price moves: the amount plus the slippage (basis points), never
 * more than the balance (the native side is sent along in full: past the balance it can't be sent).
 */
export function amountMax(
  amount: bigint,
  slippageBps: number,
  balance: bigint | undefined,
): bigint {
  const most = (amount * BigInt(10_000 + slippageBps)) / 10_000n
  return balance !== undefined && most > balance ? balance : most
}
