// spec 01 §9 auto slippage on the fee the screen shows (issue 31, utils/autoSlippage). That fee
// needs utils/networkFee, which counts the Universal Router call's commands from its calldata
// plan: code the form's first render does not need (issue 11 §1 budget: +11 KB in the entry). It
// loads with the first trade, in the chunk TradeInfo shows the fee from; until then (a render or
// two, before the fee itself shows) auto slippage reads the quote's own figure.
import { useEffect, useState } from 'react'
import type { ChainInfo } from '../../../chain/chains'
import type { SwapTrade } from '../../quote'
import { computeAutoSlippageBps } from '../../settings'
import type { FeeBasis } from '../utils/networkFee'

type AutoSlippageModule = typeof import('../utils/autoSlippage')
let loaded: AutoSlippageModule | undefined

export function useAutoSlippageBps(p: {
  chain: ChainInfo
  trade: SwapTrade | undefined
  feeBasis: FeeBasis | undefined
  outputUSD: number | null
}): number {
  const [module, setModule] = useState(loaded)
  const wanted = p.trade !== undefined
  useEffect(() => {
    if (module || !wanted) return
    let live = true
    void import('../utils/autoSlippage').then((m) => {
      loaded = m
      if (live) setModule(m)
    })
    return () => {
      live = false
    }
  }, [module, wanted])
  if (module) return module.swapAutoSlippageBps(p)
  const usd = p.trade?.gasUseEstimateUSD
  return computeAutoSlippageBps({
    chain: p.chain,
    gasUseEstimateUSD: usd ? Number(usd) : null,
    outputUSD: p.outputUSD,
  })
}
