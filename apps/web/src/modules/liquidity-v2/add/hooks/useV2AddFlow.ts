// The v2 add form's facts in one place (spec 02 §2 v2 add screen, §3 Mint v2 form state, §4 v2
// pool status, §5 v2 add): the pair read, the derived amounts, balances, the approvals of each
// ERC-20 to the v2 router (on-chain only: the router's addLiquidity takes no permit), the
// slippage, and the error of §5's order. The screen, the confirm dialog and the send read the same.
import type { MessageDescriptor } from '@lingui/core'
import type { Token } from '@uniswap/sdk-core'
import { useMemo } from 'react'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../../chain/chains'
import type { V2Liquidity } from '../../../../chain/contracts'
import { toPoolToken } from '../../../../chain/sdkToken'
import { batchApprovalsOf, type UseApprovalReturnType, useApproval } from '../../../approvals'
import type { V2PairLookup } from '../../../liquidity'
import { type Currency, isNative, useBlockedTokens, useSideBalances } from '../../../tokens'
import type { BatchApproval } from '../../../transactions'
import { useUserSlippageTolerance } from '../../../user'
import { useWallet } from '../../../wallet'
import { useV2Pair } from '../../pair'
import { useMintV2Form } from '../state/mintV2Store'
import { v2AddSlippageBps } from '../utils/addCall'
import { v2AddError } from '../utils/addError'
import { type DerivedV2Mint, deriveV2Mint } from '../utils/deriveV2Mint'

export interface V2AddFlow {
  chain: ChainInfo
  v2: V2Liquidity
  account: Address | undefined
  currencyA: Currency | undefined
  currencyB: Currency | undefined
  tokenA: Token | undefined
  tokenB: Token | undefined
  lookup: V2PairLookup
  derived: DerivedV2Mint
  balances: { a: bigint | undefined; b: bigint | undefined }
  approvalA: UseApprovalReturnType
  approvalB: UseApprovalReturnType
  needsApprovalA: boolean
  needsApprovalB: boolean
  slippageBps: number
  error: MessageDescriptor | undefined
  supplyDisabled: boolean
  /**
   * Issue 18: with a wallet that batches atomically (EIP-5792), the approvals still needed, sent
   * first in ONE batch with the supply; no approve button is shown.
   */
  batchApprovals: BatchApproval[] | undefined
}

export function useV2AddFlow(
  chain: ChainInfo,
  v2: V2Liquidity,
  currencyA: Currency | undefined,
  currencyB: Currency | undefined,
): V2AddFlow {
  const wallet = useWallet()
  const account = wallet.status === 'connected' ? wallet.address : undefined
  const form = useMintV2Form()
  const tokenA = useMemo(() => currencyA && toPoolToken(currencyA, chain), [currencyA, chain])
  const tokenB = useMemo(() => currencyB && toPoolToken(currencyB, chain), [currencyB, chain])
  const lookup = useV2Pair(chain, tokenA, tokenB)
  // addLiquidityETH quotes from its token side; addLiquidity from A (utils/deriveV2Mint.ts).
  const routerFirst = currencyA && isNative(currencyA) ? 'b' : 'a'
  const derived = useMemo(
    () => deriveV2Mint({ form, tokenA, tokenB, lookup, routerFirst }),
    [form, tokenA, tokenB, lookup, routerFirst],
  )
  const balances = useSideBalances(chain, account, currencyA, currencyB)
  const blocked = useBlockedTokens(chain.id)
  const userSlippage = useUserSlippageTolerance()
  const slippageBps = v2AddSlippageBps(userSlippage, derived.noLiquidity)
  const approvalA = useApproval({
    chain,
    currency: currencyA,
    amountRaw: derived.amounts.a,
    spender: v2.router,
    permit: false,
  })
  const approvalB = useApproval({
    chain,
    currency: currencyB,
    amountRaw: derived.amounts.b,
    spender: v2.router,
    permit: false,
  })
  const unsupported = [currencyA, currencyB].some(
    (c) => c !== undefined && !isNative(c) && blocked.has(c.address.toLowerCase()),
  )
  const error = v2AddError({
    unsupported,
    connected: account !== undefined,
    pairState: lookup.status,
    a: { symbol: currencyA?.symbol ?? '', amount: derived.amounts.a, balance: balances.a },
    b: { symbol: currencyB?.symbol ?? '', amount: derived.amounts.b, balance: balances.b },
    slippageBps,
  })
  // Issue 18: an approval that goes in the batch with the supply counts as done.
  const approved = (a: UseApprovalReturnType) =>
    a.state === 'APPROVED' || a.batchApproval !== undefined
  // spec 02 §4: the Approve action only when not approved (or while its approval is pending).
  const needs = (a: UseApprovalReturnType) =>
    !error && !approved(a) && (a.state === 'NOT_APPROVED' || a.state === 'PENDING')
  return {
    chain,
    v2,
    account,
    currencyA,
    currencyB,
    tokenA,
    tokenB,
    lookup,
    derived,
    balances,
    approvalA,
    approvalB,
    needsApprovalA: needs(approvalA),
    needsApprovalB: needs(approvalB),
    slippageBps,
    error,
    supplyDisabled:
      error !== undefined ||
      !approved(approvalA) ||
      !approved(approvalB) ||
      derived.liquidityMinted === undefined ||
      lookup.status === 'LOADING',
    batchApprovals: batchApprovalsOf(approvalA, approvalB),
  }
}
