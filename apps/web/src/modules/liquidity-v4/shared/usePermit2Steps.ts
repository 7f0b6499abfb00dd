// What a v4 deposit still needs before the position manager can take it (issue 32): for each
// ERC-20 side, the token approved to Permit2 (approvals useApproval), then Permit2's own allowance
// to the position manager (approvals usePermit2Allowance, on chain). The native coin needs
// neither: it is sent along. Shared by the add screen and a position's increase.
import type { ChainInfo } from '../../../chain/chains'
import { type UseApprovalReturnType, useApproval, usePermit2Allowance } from '../../approvals'
import type { Currency } from '../../tokens'

export interface Permit2Steps {
  toPermit2: readonly [UseApprovalReturnType, UseApprovalReturnType]
  toManager: readonly [Permit2AllowanceReturnType, Permit2AllowanceReturnType]
  /** The first side whose token is not yet approved to Permit2. */
  needsApproval: 0 | 1 | undefined
  /** The first side whose Permit2 allowance to the position manager is short. */
  needsAllowance: 0 | 1 | undefined
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
  return {
    toPermit2,
    toManager,
    needsApproval: SIDES.find((i) => wanted(i) && toPermit2[i].state !== 'APPROVED'),
    needsAllowance: SIDES.find((i) => wanted(i) && toManager[i].state !== 'APPROVED'),
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
