// The swap screen's form half in one hook (spec 01 §2, §3, §5 Swap button messages): the form
// store, the derived trade, the pair's checks (unsupported tokens, fee on transfer) and what the
// action area shows before a wallet is connected. Sending (approval or permit, the router call,
// wrap, the confirm dialog, the expert-mode impact checks) is useSwapSend's, in the part that
// loads once an account is connected (containers/SwapSend): without a wallet nothing can be
// sent, so its code is not part of the page's start (issue 29 "Headroom").
import { useCallback } from 'react'
import type { ChainInfo } from '../../../chain/chains'
import { useOpenModal } from '../../application'
import { type SwapCurrency, useTransferFees } from '../../quote'
import { isNative, useBlockedTokens } from '../../tokens'
import { useExpertMode } from '../../user'
import { useWallet, useWalletRestoring } from '../../wallet'
import { useSwapStore, useSwapStoreApi } from '../state/swapStore'
import { type SwapFacts, swapActionState } from '../utils/buttonState'
import type { FeeBasis } from '../utils/networkFee'
import { wrapTypeOf } from '../utils/wrapType'
import { useDerivedSwap } from './useDerivedSwap'

/** `feeBasis`: what the send half (useSwapSend) reports of the fee, for auto slippage. */
export function useSwapFlow(chain: ChainInfo, feeBasis?: FeeBasis) {
  const wallet = useWallet()
  const account = wallet.status === 'connected' ? wallet.address : undefined
  const restoring = useWalletRestoring()
  const connectWallet = useOpenModal('wallet')
  const expertMode = useExpertMode()
  const form = useSwapStore()
  const store = useSwapStoreApi()
  const blocked = useBlockedTokens(chain.id)

  const onChainCurrency = (c: SwapCurrency | null) => (c?.chainId === chain.id ? c : undefined)
  const wrapType = wrapTypeOf(chain, onChainCurrency(form.INPUT), onChainCurrency(form.OUTPUT))
  const wrapping = wrapType !== 'NOT_APPLICABLE'
  const derived = useDerivedSwap(chain, account, wrapping, feeBasis)
  const { trade } = derived

  const clearInput = useCallback(() => {
    const { independentField, typeInput } = store.getState()
    typeInput(independentField, '')
  }, [store])

  const feeToken = useFeeOnTransferToken(chain, derived.input, derived.output)

  // spec 01 §5: a pair with a token on the unsupported list disables the screen.
  const unsupported = [derived.input, derived.output].filter(
    (c): c is SwapCurrency =>
      c !== undefined && !isNative(c) && blocked.has(c.address.toLowerCase()),
  )
  /** The button's facts that need no wallet; useSwapSend adds approval, permit and wrap. */
  const facts: SwapFacts = {
    connected: account !== undefined,
    restoring,
    unsupportedPair: unsupported.length > 0,
    inputSymbol: derived.input?.symbol,
    outputSymbol: derived.output?.symbol,
    hasAmount: derived.parsedAmount !== undefined,
    recipient: form.recipient === null ? 'none' : derived.recipient.state,
    insufficientBalance:
      derived.balances.input !== undefined &&
      derived.maximumIn !== undefined &&
      derived.balances.input < derived.maximumIn,
    tradeState: derived.tradeState,
    zeroAmount: trade !== undefined && (trade.inputAmount === 0n || trade.outputAmount === 0n),
    priceImpactBps: trade?.priceImpactBps,
    expertMode,
    approval: 'UNKNOWN',
    signed: false,
    approvalSubmitted: false,
    wrapType,
    wrapInputError: undefined,
  }

  // Issue 12 #14, issue 17: exact output with a fee-on-transfer token is refused (the engine
  // and the service quote it exact input only, so there is no quote); say why, and switch to
  // exact input for the user to type the amount to sell.
  const feeOnTransfer =
    form.independentField === 'OUTPUT' && feeToken
      ? { symbol: feeToken.symbol, useExactInput: () => form.typeInput('INPUT', '') }
      : undefined

  return {
    account,
    /** The pair's tokens on the unsupported list: while any, the screen is disabled. */
    unsupported,
    feeOnTransfer,
    form,
    derived,
    trade,
    wrapping,
    facts,
    /**
     * What the action area shows without the send part: 'Connect Wallet' (or reconnecting, or
     * unsupported) with no account; with one, while the send part loads, the same label it will
     * show, not clickable yet.
     */
    action:
      account === undefined
        ? swapActionState(facts)
        : { ...swapActionState(facts), disabled: true },
    connectWallet,
    clearInput,
  }
}

export type SwapFlow = ReturnType<typeof useSwapFlow>

/** The side of the pair that takes a fee on transfer, if the chain can tell. */
function useFeeOnTransferToken(
  chain: ChainInfo,
  input: SwapCurrency | undefined,
  output: SwapCurrency | undefined,
): SwapCurrency | undefined {
  const [inputFee, outputFee] = useTransferFees(chain, input, output)
  if (inputFee !== undefined && inputFee > 0) return input
  if (outputFee !== undefined && outputFee > 0) return output
  return undefined
}
