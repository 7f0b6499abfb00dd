// spec 01 §9 "Slippage and deadline": auto slippage is the swap's gas cost as a fraction of its
// output value (settings computeAutoSlippageBps). Issue 31: the gas cost is the network fee the
// screen shows (utils/networkFee: the router the swap is sent through, and its Permit2
// signature), not the quote's own figure, so the two never disagree.
import type { ChainInfo } from '../../../chain/chains'
import type { SwapTrade } from '../../quote'
import { computeAutoSlippageBps } from '../../settings'
import { defaultFeeBasis, type FeeBasis, withRouterGas } from './networkFee'
import { gasUsd } from './tradeDetails'

export function swapAutoSlippageBps(p: {
  chain: Pick<ChainInfo, 'networkType' | 'contracts'>
  trade: SwapTrade | undefined
  /** The send half's basis (with an account); undefined: networkFee's default, as the fee shown. */
  feeBasis: FeeBasis | undefined
  outputUSD: number | null
}): number {
  const shown = p.trade && withRouterGas(p.trade, p.feeBasis ?? defaultFeeBasis(p.chain, p.trade))
  return computeAutoSlippageBps({
    chain: p.chain,
    gasUseEstimateUSD: gasUsd(shown),
    outputUSD: p.outputUSD,
  })
}
