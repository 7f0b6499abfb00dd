import { useLingui } from '@lingui/react'
import { useState } from 'react'
import type { SwapTrade } from '../../quote'
import { RouteDiagram } from '../components/RouteDiagram'
import { SwapDetails } from '../components/SwapDetails'
import { TradePrice } from '../components/TradePrice'
import { SWAP_STRINGS as S } from '../strings'
import { gasUsd, routeViews, tradeDetails } from '../utils/display'
import { executionPrice, networkFeeExceedsHalf } from '../utils/trade'

/**
 * spec 01 §2 Swap screen: the invertible price line, its details panel, the network-fee warning
 * (§5) and the 'Auto Router' route display of the quoted trade.
 */
export function TradeInfo({
  trade,
  slippageBps,
  inputUSD,
}: {
  trade: SwapTrade
  slippageBps: number
  inputUSD: number | null
}) {
  const { _ } = useLingui()
  const [inverted, setInverted] = useState(false)
  return (
    <>
      <TradePrice {...executionPrice(trade, inverted)} onInvert={() => setInverted((v) => !v)} />
      <SwapDetails {...tradeDetails(trade, slippageBps)} />
      {networkFeeExceedsHalf(gasUsd(trade), inputUSD) && (
        <p className="swap-warning" role="alert">
          {_(S.networkFeeWarning)}
        </p>
      )}
      <RouteDiagram
        routes={routeViews(trade)}
        from={trade.inputCurrency.symbol}
        to={trade.outputCurrency.symbol}
      />
    </>
  )
}
