// The swap form's derived facts (spec 01 §4 Trade state, §5 Amount/Swap/Wrap/Recipient): the
// parsed amount, the trade, balances, fiat values, slippage and the amounts it bounds. One hook
// so the screen and the confirm dialog read the same numbers.
import type { Address } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import {
  type SwapCurrency,
  type SwapTrade,
  type TradeState,
  useBestTrade,
  useUSDValue,
} from '../../quote'
import { sameCurrency, useSideBalances } from '../../tokens'
import { useUserSlippageTolerance } from '../../user'
import { useSwapStore } from '../state/swapStore'
import { parseAmount } from '../utils/amountInput'
import type { FeeBasis } from '../utils/networkFee'
import { maximumAmountIn, minimumAmountOut } from '../utils/slippage'
import { useAutoSlippageBps } from './useAutoSlippage'
import { type RecipientLookup, useRecipient } from './useRecipient'

export interface DerivedSwap {
  input: SwapCurrency | undefined
  output: SwapCurrency | undefined
  /** The typed amount as a raw integer of the independent side. */
  parsedAmount: bigint | undefined
  tradeState: TradeState
  trade: SwapTrade | undefined
  balances: { input: bigint | undefined; output: bigint | undefined }
  /** Raw amounts of both sides: the typed one and the trade's other side. */
  amounts: { input: bigint | undefined; output: bigint | undefined }
  usd: { input: number | null; output: number | null }
  allowedSlippageBps: number
  autoSlippageBps: number
  /** What the swap may take at most / gives at least, after slippage. */
  maximumIn: bigint | undefined
  minimumOut: bigint | undefined
  recipient: RecipientLookup
}

const onChain = (c: SwapCurrency | null, chainId: number) =>
  c !== null && c.chainId === chainId ? c : undefined

export function useDerivedSwap(
  chain: ChainInfo,
  account: Address | undefined,
  wrapping: boolean,
  /** Issue 31: the send half's network-fee basis (hooks/useFeeBasis), once it has an account. */
  feeBasis?: FeeBasis,
): DerivedSwap {
  const form = useSwapStore()
  const input = onChain(form.INPUT, chain.id)
  const output = onChain(form.OUTPUT, chain.id)
  const exactIn = form.independentField === 'INPUT'
  const independent = exactIn ? input : output
  const parsedAmount = independent ? parseAmount(form.typedValue, independent.decimals) : undefined

  const { state: tradeState, trade } = useBestTrade({
    chain,
    tradeType: exactIn ? 'exactIn' : 'exactOut',
    amount: wrapping ? undefined : parsedAmount,
    inputCurrency: input,
    outputCurrency: output,
  })
  // A wrap is 1:1; otherwise the dependent side is the trade's, while it is current. A trade
  // kept as a placeholder (SYNCING) counts only for the same pair and direction: after the user
  // picks another token, the old pair's route and amounts must not show.
  const samePair =
    trade !== undefined &&
    trade.tradeType === (exactIn ? 'exactIn' : 'exactOut') &&
    sameCurrency(trade.inputCurrency, input) &&
    sameCurrency(trade.outputCurrency, output)
  const current =
    samePair && (tradeState === 'VALID' || tradeState === 'SYNCING') ? trade : undefined
  const shownState: TradeState = trade !== undefined && !samePair ? 'LOADING' : tradeState
  const amounts = wrapping
    ? { input: parsedAmount, output: parsedAmount }
    : exactIn
      ? { input: parsedAmount, output: current?.outputAmount }
      : { input: current?.inputAmount, output: parsedAmount }

  const sides = useSideBalances(chain, account, input, output)
  const balances = { input: sides.a, output: sides.b }
  const priced = parsedAmount !== undefined
  const usd = {
    input: useUSDValue(chain, input, amounts.input, priced),
    output: useUSDValue(chain, output, amounts.output, priced),
  }
  const userSlippage = useUserSlippageTolerance()
  // The fee the screen shows (issue 31). With an account, the send half's basis arrives a render
  // later; a permit it adds can only raise the maximum input it was planned for, so it settles.
  const autoSlippageBps = useAutoSlippageBps({
    chain,
    trade: current,
    feeBasis: account === undefined ? undefined : feeBasis,
    outputUSD: usd.output,
  })
  const allowedSlippageBps = userSlippage === 'auto' ? autoSlippageBps : userSlippage
  const recipient = useRecipient(chain, form.recipient)

  return {
    input,
    output,
    parsedAmount,
    tradeState: shownState,
    trade: current,
    balances,
    amounts,
    usd,
    allowedSlippageBps,
    autoSlippageBps,
    maximumIn: wrapping ? parsedAmount : current && maximumAmountIn(current, allowedSlippageBps),
    minimumOut: wrapping ? parsedAmount : current && minimumAmountOut(current, allowedSlippageBps),
    recipient,
  }
}
