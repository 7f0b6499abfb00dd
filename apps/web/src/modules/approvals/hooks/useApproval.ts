// spec 01 §4 Approvals, spec 02 §3/§7 for any token and spender (SwapRouter02, the v3 position
// manager, the v2 router, the migrator, a staking contract): the allowance (refreshed every
// block), the pending approval rule (modules/transactions), and approve(): a permit signature
// when the token supports a kind the spender can consume (4001 → nothing happens; any other
// failure → on-chain approval), else an on-chain approval of the maximum (exact amount when the
// maximum cannot be estimated; USDT-like tokens reset a non-zero allowance first). Every
// approval transaction is recorded with its typed info.
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { Address } from 'viem'
import { erc20NoncesAbi } from '../../../chain/abis/erc20'
import type { ChainInfo } from '../../../chain/chains'
import { useChainClients } from '../../../chain/clients'
import { useReadContract } from '../../../chain/reads'
import { type BatchApproval, useAtomicBatching, useTransactionAdder } from '../../transactions'
import { useExactApprovals, useUserDeadline } from '../../user'
import { connectedWalletClient } from '../../wallet'
import type { ApprovalState, PermitSignature, SignatureState } from '../types'
import { signatureState } from '../utils/approvalState'
import { type PermitOptions, permitRequest, SWAP_PERMIT } from '../utils/permitRequest'
import { useAllowance } from './useAllowance'

export interface UseApprovalParameters {
  chain: ChainInfo
  /** The currency to spend; the native coin ('ETH' address) needs no approval. */
  currency: { address: string; symbol: string } | undefined
  /** Raw amount to allow (the swap: the trade's maximum input). */
  amountRaw: bigint | undefined
  /** Who spends it: SwapRouter02, the position manager, the v2 router, the migrator, staking. */
  spender: Address | undefined
  /**
   * Whether and how the spender takes a permit instead of an allowance. Default (the swap):
   * EIP-2612 only, valid for the user's transaction deadline. `false`: on-chain approval only
   * (e.g. the v2 router's addLiquidity). LIQUIDITY_PERMIT: both kinds, 1200 s (spec 02 §9).
   */
  permit?: PermitOptions | false
}

export interface UseApprovalReturnType {
  state: ApprovalState
  signatureState: SignatureState
  /** A permit covering this token, spender and amount (the swap: for the router's selfPermit). */
  signatureData: PermitSignature | null
  approve: () => Promise<void>
  /**
   * Issue 18: set when the wallet batches atomically (EIP-5792) and the approval is still
   * needed (NOT_APPROVED, no permit held): the approval to run first in ONE batch with the
   * action (useSendTransaction's `approvals`). The flow then shows no approval step and treats
   * the spender as allowed: one wallet prompt for [approve, action].
   */
  batchApproval: BatchApproval | undefined
}

export function useApproval({
  chain,
  currency,
  amountRaw,
  spender,
  permit = SWAP_PERMIT,
}: UseApprovalParameters): UseApprovalReturnType {
  const getClient = useChainClients()
  const deadlineSeconds = useUserDeadline()
  // Issue 35: the user's choice of exact-amount approvals (settings; default the maximum).
  const exact = useExactApprovals()
  const addTransaction = useTransactionAdder()
  const { account, native, token, allowance, refetch, blockNumber, state } = useAllowance({
    chain,
    currency,
    amountRaw,
    spender,
  })
  const [signature, setSignature] = useState<PermitSignature | null>(null)

  // The permit nonce (only while a signature is held): a used signature must not be offered again.
  const { data: permitNonce, refetch: refetchNonce } = useReadContract({
    chainId: chain.id,
    address: token,
    abi: erc20NoncesAbi,
    functionName: 'nonces',
    args: account ? [account] : undefined,
    query: { enabled: token !== undefined && account !== undefined && signature !== null },
  })
  // spec 01 §7.6: contract reads refresh per block (the allowance in useAllowance).
  useEffect(() => {
    if (blockNumber !== undefined && signature !== null && token && account) void refetchNonce()
  }, [blockNumber, signature, token, account, refetchNonce])

  // Re-evaluated every render; the block subscription re-renders as time passes (deadline).
  const match =
    token && spender && account && amountRaw !== undefined
      ? {
          chainId: chain.id,
          token,
          spender,
          owner: account,
          amount: amountRaw,
          now: BigInt(Math.floor(Date.now() / 1000)),
          nonce: permitNonce,
        }
      : undefined
  const sigState = native ? 'UNKNOWN' : signatureState(signature, match)

  const approve = useCallback(async (): Promise<void> => {
    if (!token || !spender || !account || amountRaw === undefined || !currency) return
    const publicClient = getClient(chain.id)
    const { requestApproval } = await import('../actions/sendApproval')
    const walletClient = await connectedWalletClient(chain.id, account)
    const asked = permitRequest(permit, chain.networkType, deadlineSeconds)
    const result = await requestApproval({
      walletClient,
      publicClient,
      chainId: chain.id,
      token,
      spender,
      amount: amountRaw,
      currentAllowance: allowance ?? 0n,
      permitKinds: asked.kinds,
      deadlineSeconds: asked.deadlineSeconds,
      exact,
      onSent: (tx) =>
        addTransaction({
          hash: tx.hash,
          from: tx.from,
          chainId: chain.id,
          nonce: tx.nonce,
          info: { type: 'approval', tokenAddress: token, spender },
        }),
    }).catch((error: unknown) => {
      console.error('Could not approve', error)
      throw error
    })
    if (result.kind === 'permit') setSignature(result.signature)
    void refetch()
  }, [
    token,
    spender,
    account,
    amountRaw,
    currency,
    getClient,
    chain.id,
    chain.networkType,
    deadlineSeconds,
    exact,
    permit,
    allowance,
    addTransaction,
    refetch,
  ])

  // Every flow that spends a token asks here, so every approve-then-act flow batches alike
  // (the swap, v2/v3 add, v2 remove, migrate, the mining deposit).
  const batching = useAtomicBatching(chain.id)
  const batchApproval = useMemo(
    () =>
      batching &&
      state === 'NOT_APPROVED' &&
      sigState !== 'SIGNED' &&
      token &&
      spender &&
      allowance !== undefined
        ? { token, spender, currentAllowance: allowance, ...(exact && { amount: amountRaw }) }
        : undefined,
    [batching, state, sigState, token, spender, allowance, exact, amountRaw],
  )
  return {
    state,
    signatureState: sigState,
    signatureData: sigState === 'SIGNED' ? signature : null,
    approve,
    batchApproval,
  }
}
