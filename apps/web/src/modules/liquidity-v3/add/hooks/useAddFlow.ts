// The v3 add form's facts in one place (spec 02 §3 Mint v3 form state, §4 Add flow, §5 v3 add):
// the pair and fee from the route, the pool read, the derived range and amounts, balances,
// approvals through the position manager (permits: LIQUIDITY_PERMIT), the error of §5's
// precedence and whether Preview may open. The screen, the preview and the send read the same.
import type { MessageDescriptor } from '@lingui/core'
import type { Token } from '@uniswap/sdk-core'
import { useMemo } from 'react'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../../chain/chains'
import {
  batchApprovalsOf,
  LIQUIDITY_PERMIT,
  type UseApprovalReturnType,
  useApproval,
} from '../../../approvals'
import type { DerivedMint, FeeTier, PoolLookup, TickRange } from '../../../liquidity'
import { addSlippageBps, useRangeFlow } from '../../../liquidity'
import { type Currency, useSideBalances } from '../../../tokens'
import type { BatchApproval } from '../../../transactions'
import { useUserSlippageTolerance } from '../../../user'
import { useWallet } from '../../../wallet'
import { toPoolToken } from '../../pool'
import { addFormError, isPreviewDisabled } from '../../utils/addError'

export interface AddFlowInput {
  chain: ChainInfo
  currencyA: Currency | undefined
  currencyB: Currency | undefined
  fee: FeeTier | undefined
  /** /increase: the position's range. */
  existingRange?: TickRange | undefined
}

export interface AddFlow extends AddFlowInput {
  account: Address | undefined
  tokenA: Token | undefined
  tokenB: Token | undefined
  lookup: PoolLookup
  derived: DerivedMint
  balances: { a: bigint | undefined; b: bigint | undefined }
  approvalA: UseApprovalReturnType
  approvalB: UseApprovalReturnType
  /** Side A / B needs an approval (or a permit) before Preview (spec 02 §5). */
  needsApprovalA: boolean
  needsApprovalB: boolean
  error: MessageDescriptor | undefined
  previewDisabled: boolean
  /**
   * Issue 18 (spec 02 §6): with a wallet that batches atomically (EIP-5792), the approvals still
   * needed, sent first in ONE batch with the add; no approval step is shown.
   */
  batchApprovals: BatchApproval[] | undefined
  /** spec 02 §9: the add's slippage (addSlippageBps: the user's tolerance, 0 out of range). */
  slippageBps: number
}

/** What the range picker reads of the flow (RangeSection, StartPriceSection, the chart slot):
 *  also built by the v2 → v3 migration screen, which has no deposits of its own. */
export type RangeFlow = Pick<
  AddFlow,
  'chain' | 'tokenA' | 'tokenB' | 'fee' | 'derived' | 'currencyA' | 'currencyB'
>

const signedOrApproved = (a: UseApprovalReturnType) =>
  a.state === 'APPROVED' || a.signatureState === 'SIGNED'

export function useAddFlow(input: AddFlowInput): AddFlow {
  const { chain, currencyA, currencyB, fee, existingRange } = input
  const wallet = useWallet()
  const account = wallet.status === 'connected' ? wallet.address : undefined
  const tokenA = useMemo(() => currencyA && toPoolToken(currencyA, chain), [currencyA, chain])
  const tokenB = useMemo(() => currencyB && toPoolToken(currencyB, chain), [currencyB, chain])
  const { lookup, derived } = useRangeFlow({ chain, tokenA, tokenB, fee, existingRange })
  const userSlippage = useUserSlippageTolerance()

  const balances = useSideBalances(chain, account, currencyA, currencyB)
  const spender = chain.contracts?.positionManager
  const approvalA = useApproval({
    chain,
    currency: currencyA,
    amountRaw: derived.depositADisabled ? undefined : derived.amounts.a,
    spender,
    permit: LIQUIDITY_PERMIT,
  })
  const approvalB = useApproval({
    chain,
    currency: currencyB,
    amountRaw: derived.depositBDisabled ? undefined : derived.amounts.b,
    spender,
    permit: LIQUIDITY_PERMIT,
  })
  // Issue 18, spec 02 §6 "a smart-contract wallet bundles approvals and the add into one
  // multicall": the 2022 text meant Argent's multicall; today's standard is an EIP-5792 atomic
  // batch, which the send path makes of these calls and the add (transactions' sendBatch).
  const approved = (a: UseApprovalReturnType) =>
    signedOrApproved(a) || a.batchApproval !== undefined
  const batchApprovals = batchApprovalsOf(approvalA, approvalB)
  const side = (
    c: Currency | undefined,
    amount: bigint | undefined,
    balance: bigint | undefined,
    disabled: boolean,
    a: UseApprovalReturnType,
  ) => ({
    symbol: c?.symbol ?? '',
    amount: amount !== undefined && amount > 0n ? amount : undefined,
    balance,
    disabled,
    approved: approved(a),
  })
  const facts = {
    connected: account !== undefined,
    currenciesChosen: tokenA !== undefined && tokenB !== undefined,
    feeChosen: fee !== undefined,
    poolState: lookup.status,
    invalidPrice: derived.invalidPrice,
    invalidRange: derived.invalidRange,
    a: side(currencyA, derived.amounts.a, balances.a, derived.depositADisabled, approvalA),
    b: side(currencyB, derived.amounts.b, balances.b, derived.depositBDisabled, approvalB),
  }
  const error = addFormError(facts)
  const needs = (s: typeof facts.a, a: UseApprovalReturnType) =>
    !error && !s.disabled && s.amount !== undefined && !approved(a)
  return {
    ...input,
    account,
    tokenA,
    tokenB,
    lookup,
    derived,
    balances,
    approvalA,
    approvalB,
    needsApprovalA: needs(facts.a, approvalA),
    needsApprovalB: needs(facts.b, approvalB),
    error,
    previewDisabled: isPreviewDisabled(facts) || derived.position === undefined,
    batchApprovals,
    slippageBps: addSlippageBps(derived.outOfRange, userSlippage),
  }
}
