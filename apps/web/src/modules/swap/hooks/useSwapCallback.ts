// spec 01 §4 "Swap callback states" and §7.7: the swap the confirm button sends. Wires the plain
// actions (deadline, calldata, gas estimate with revert-reason replay, send) to the wallet, the
// user's deadline setting and the transaction record.
import { useLingui } from '@lingui/react'
import { useEffect, useMemo, useRef } from 'react'
import type { Address, Hash } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { useChainClients } from '../../../chain/clients'
import { shortenAddress } from '../../../lib/format'
import type { PermitSignature } from '../../approvals'
import { useActiveChain } from '../../network'
import type { SwapTrade } from '../../quote'
import { isNative } from '../../tokens'
import {
  type BatchApproval,
  GAS_ESTIMATE_PLUS_20,
  isWalletRejection,
  useAtomicBatching,
  useSendTransaction,
} from '../../transactions'
import { useExactApprovals } from '../../user'
import { useWallet } from '../../wallet'
import { SWAP_CALLBACK_STRINGS } from '../actions/strings'
import { swapTransactionInfo } from '../actions/swapRecord'
import { routerForMode, type SwapRouterMode } from '../utils/approvalMode'
import type { InputTokenPermit } from '../utils/calldata'
import { swapSimulationCheck } from '../utils/simulationCheck'
import { maximumAmountIn } from '../utils/slippage'
import type { SignedPermit } from '../utils/universalRouter'

export interface UseSwapCallbackParameters {
  trade: SwapTrade | undefined
  allowedSlippageBps: number
  /** The resolved recipient; null: the sender receives the output. */
  recipient: Address | null
  /** A permit signed for the input token (useApproval); used only if it covers this trade. */
  signatureData: PermitSignature | null
  /** spec 01 §4: 'loading' while a typed recipient still resolves, 'invalid' if it cannot. */
  recipientState?: 'loading' | 'invalid'
  /** How the summary names the recipient (an ENS name as typed); default: the short address. */
  recipientLabel?: string
  /** spec 01 §4 approval mode: the router the approvals done allow; default SwapRouter02. */
  routerMode?: SwapRouterMode
  /**
   * Issue 18: the approval sent first in one atomic batch with the swap (batching wallets); in
   * the Universal Router's mode, the input token's approval to Permit2.
   */
  batchApproval?: BatchApproval
}

export type UseSwapCallbackReturnType =
  | { state: 'INVALID'; error: string; callback?: undefined }
  | { state: 'LOADING'; error?: undefined; callback?: undefined }
  | { state: 'VALID'; error?: undefined; callback: () => Promise<Hash> }

/** The permit's router arguments, if it was signed for exactly this input, spender and owner. */
export function usablePermit(params: {
  signature: PermitSignature | null
  trade: SwapTrade
  slippageBps: number
  chainId: number
  router: Address
  owner: Address
  nowSeconds: bigint
}): InputTokenPermit | undefined {
  const { signature: s, trade } = params
  const eq = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
  if (
    s?.permitType !== 'AMOUNT' ||
    s.chainId !== params.chainId ||
    !eq(s.tokenAddress, trade.inputCurrency.address) ||
    !eq(s.spender, params.router) ||
    !eq(s.owner, params.owner) ||
    s.amount < maximumAmountIn(trade, params.slippageBps) ||
    s.deadline <= params.nowSeconds
  )
    return undefined
  return { v: s.v, r: s.r, s: s.s, amount: s.amount, deadline: s.deadline }
}

/** The mode's router; none (the swap cannot be sent) where the chain lacks it. */
function routerForModeOrUndefined(
  mode: SwapRouterMode,
  contracts: Parameters<typeof routerForMode>[1],
): Address | undefined {
  try {
    return routerForMode(mode, contracts)
  } catch {
    return undefined
  }
}

/** Fetches the send path and the calldata builder (the SDKs) without waiting for them. */
function preloadSwapSend(mode: SwapRouterMode): void {
  void import('../actions/sendSwap').catch(() => undefined)
  if (mode === 'V2V3') void import('../utils/calldata').catch(() => undefined)
  else if (mode === 'UNIVERSAL') void import('../utils/universalRouter').catch(() => undefined)
  else void import('../utils/legacyCalldata').catch(() => undefined)
}

export function useSwapCallback({
  trade,
  allowedSlippageBps,
  recipient,
  signatureData,
  recipientState,
  recipientLabel,
  routerMode = 'V2V3',
  batchApproval,
}: UseSwapCallbackParameters): UseSwapCallbackReturnType {
  const { _ } = useLingui()
  const chain = useActiveChain()
  const wallet = useWallet()
  const send = useSendTransaction(chain)
  const getClient = useChainClients()
  const batching = useAtomicBatching(chain.id)
  // Issue 31: the last PermitSingle signed, reused for a retry only while Permit2 would still
  // take it (utils/routerAllowance: same nonce, time to spare); never sent once it is spent.
  const heldPermit = useRef<SignedPermit | undefined>(undefined)
  // Issue 35: with exact-amount approvals the router's Permit2 allowance is this swap's amount.
  const exact = useExactApprovals()
  const account = wallet.status === 'connected' ? wallet.address : undefined
  const contracts = chain.contracts
  const router = contracts && routerForModeOrUndefined(routerMode, contracts)
  // A quoted trade is likely to be sent: fetch the calldata builder (the SDKs) in the background
  // now, after the page is interactive, so Confirm does not wait for it.
  const hasTrade = trade !== undefined
  useEffect(() => {
    if (hasTrade) preloadSwapSend(routerMode)
  }, [hasTrade, routerMode])

  return useMemo((): UseSwapCallbackReturnType => {
    if (!trade || !account || !router)
      return { state: 'INVALID', error: _(SWAP_CALLBACK_STRINGS.missingDependencies) }
    if (recipientState === 'invalid')
      return { state: 'INVALID', error: _(SWAP_CALLBACK_STRINGS.invalidRecipient) }
    if (recipientState === 'loading') return { state: 'LOADING' }
    const toOther = recipient !== null && recipient.toLowerCase() !== account.toLowerCase()
    const callback = async (): Promise<Hash> => {
      const { swapCalldata, toSwapError, prepareRouterAllowance } = await import(
        '../actions/sendSwap'
      )
      const approvals = batchApproval ? [batchApproval] : []
      let universal: { permit?: SignedPermit } | undefined
      const v4 = contracts?.v4
      if (routerMode === 'UNIVERSAL' && v4 && !isNative(trade.inputCurrency)) {
        const ready = await prepareRouterAllowance({
          publicClient: getClient(chain.id),
          chainId: chain.id,
          account,
          v4,
          token: trade.inputCurrency.address as Address,
          amount: maximumAmountIn(trade, allowedSlippageBps),
          held: heldPermit.current,
          batching,
          exact,
        }).catch((error: unknown) => {
          throw toSwapError(error, _)
        })
        heldPermit.current = ready.permit
        if (ready.batch) approvals.push(ready.batch)
        if (ready.approveCall) {
          // A contract account that cannot sign: Permit2's approve on chain, mined before the
          // swap is estimated (the estimate needs the allowance).
          const approved = await send({
            account,
            call: ready.approveCall,
            info: {
              type: 'approval',
              tokenAddress: trade.inputCurrency.address as Address,
              spender: v4.universalRouter,
            },
            onRejection: 'throw',
          }).catch((error: unknown) => {
            throw toSwapError(error, _)
          })
          if (approved)
            await waitForTransactionReceipt(getClient(chain.id), { hash: approved.hash })
        }
        universal = { permit: ready.permit }
      } else if (routerMode === 'UNIVERSAL') universal = {}
      const permit = usablePermit({
        signature: signatureData,
        trade,
        slippageBps: allowedSlippageBps,
        chainId: chain.id,
        router,
        owner: account,
        nowSeconds: BigInt(Math.floor(Date.now() / 1000)),
      })
      const sent = await send({
        account,
        // spec 01 §5: the router's deadline is now + the user's setting.
        call: async ({ deadline }) => {
          const { calldata, value } = await swapCalldata({
            trade,
            slippageBps: allowedSlippageBps,
            deadline,
            recipient: recipient ?? undefined,
            permit,
            from: account,
            mode: routerMode,
            universal,
          })
          return { to: router, data: calldata, value }
        },
        gas: GAS_ESTIMATE_PLUS_20,
        info: swapTransactionInfo(
          trade,
          allowedSlippageBps,
          toOther ? (recipientLabel ?? shortenAddress(recipient)) : undefined,
        ),
        // spec 01 §8: a refused swap says 'Transaction rejected.' in the confirm dialog.
        onRejection: 'throw',
        // Issue 35: what the simulation pays the sender must reach 'Minimum received'.
        check: toOther ? undefined : swapSimulationCheck(trade, allowedSlippageBps, _),
        approvals: approvals.length > 0 ? approvals : undefined,
      }).catch((error: unknown) => {
        // A refused swap may be confirmed again with the same signature; a failed one signs anew.
        if (!isWalletRejection(error)) heldPermit.current = undefined
        // spec 01 §8: the confirm dialog shows the message, in the active language.
        throw toSwapError(error, _)
      })
      if (!sent) throw toSwapError(new Error('Missing transaction'), _)
      // Spent with this swap (Permit2's nonce moves on when it is mined).
      heldPermit.current = undefined
      return sent.hash
    }
    return { state: 'VALID', callback }
  }, [
    trade,
    account,
    router,
    routerMode,
    recipientState,
    recipient,
    recipientLabel,
    chain.id,
    signatureData,
    allowedSlippageBps,
    send,
    batchApproval,
    batching,
    exact,
    contracts,
    getClient,
    _,
  ])
}
