// spec 01 §4 "Swap callback states" and §7.7: the swap the confirm button sends. Wires the plain
// actions (deadline, calldata, gas estimate with revert-reason replay, send) to the wallet, the
// user's deadline setting and the transaction record.
import { useEffect, useMemo } from 'react'
import type { Address, Hash } from 'viem'
import { useConfig } from 'wagmi'
import { transactionDeadlineSeconds } from '../../../chain/deadline'
import { shortenAddress } from '../../../lib/format'
import type { PermitSignature } from '../../approvals'
import { useActiveChain } from '../../network'
import type { SwapTrade } from '../../quote'
import { useTransactionAdder } from '../../transactions'
import { useUserDeadline } from '../../user'
import { useWallet } from '../../wallet'
import { swapSummary, swapTransactionInfo } from '../actions/swapRecord'
import type { InputTokenPermit } from '../utils/calldata'
import { maximumAmountIn } from '../utils/slippage'

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
    !s ||
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

/** Fetches the send path and the calldata builder (the SDKs) without waiting for them. */
function preloadSwapSend(): void {
  void import('../actions/sendSwap').catch(() => undefined)
  void import('../utils/calldata').catch(() => undefined)
}

export function useSwapCallback({
  trade,
  allowedSlippageBps,
  recipient,
  signatureData,
  recipientState,
  recipientLabel,
}: UseSwapCallbackParameters): UseSwapCallbackReturnType {
  const config = useConfig()
  const chain = useActiveChain()
  const wallet = useWallet()
  const deadlineSeconds = useUserDeadline()
  const addTransaction = useTransactionAdder()
  const account = wallet.status === 'connected' ? wallet.address : undefined
  const router = chain.contracts?.swapRouter02
  // A quoted trade is likely to be sent: fetch the calldata builder (the SDKs) in the background
  // now, after the page is interactive, so Confirm does not wait for it.
  const hasTrade = trade !== undefined
  useEffect(() => {
    if (hasTrade) preloadSwapSend()
  }, [hasTrade])

  return useMemo((): UseSwapCallbackReturnType => {
    if (!trade || !account || !router) return { state: 'INVALID', error: 'Missing dependencies' }
    if (recipientState === 'invalid') return { state: 'INVALID', error: 'Invalid recipient' }
    if (recipientState === 'loading') return { state: 'LOADING' }
    const callback = async (): Promise<Hash> => {
      const publicClient = config.getClient({ chainId: chain.id })
      const { connectedWalletClient, executeSwap, getSwapDeadline } = await import(
        '../actions/sendSwap'
      )
      const walletClient = await connectedWalletClient(config, chain.id, account)
      const deadline = await getSwapDeadline({
        client: publicClient,
        seconds: transactionDeadlineSeconds(chain.networkType, deadlineSeconds),
      })
      const permit = usablePermit({
        signature: signatureData,
        trade,
        slippageBps: allowedSlippageBps,
        chainId: chain.id,
        router,
        owner: account,
        nowSeconds: BigInt(Math.floor(Date.now() / 1000)),
      })
      const sent = await executeSwap({
        walletClient,
        publicClient,
        router,
        trade,
        slippageBps: allowedSlippageBps,
        deadline,
        recipient: recipient ?? undefined,
        permit,
      })
      const toOther = recipient !== null && recipient.toLowerCase() !== account.toLowerCase()
      addTransaction({
        hash: sent.hash,
        from: sent.from,
        chainId: chain.id,
        nonce: sent.nonce,
        info: swapTransactionInfo(trade, allowedSlippageBps),
        summary: swapSummary(
          trade,
          toOther ? (recipientLabel ?? shortenAddress(recipient)) : undefined,
        ),
      })
      return sent.hash
    }
    return { state: 'VALID', callback }
  }, [
    trade,
    account,
    router,
    recipientState,
    recipient,
    recipientLabel,
    config,
    chain.id,
    chain.networkType,
    deadlineSeconds,
    signatureData,
    allowedSlippageBps,
    addTransaction,
  ])
}
