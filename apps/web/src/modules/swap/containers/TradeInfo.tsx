import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { hookPermissions } from '@tidepool/routing'
import { useId, useState } from 'react'
import { explorerLink } from '../../../chain/chains'
import { useFormatAmount } from '../../../lib/format'
import { ChevronDownIcon, GasIcon } from '../../../ui'
import { useActiveChain } from '../../network'
import type { SwapTrade } from '../../quote'
import { HookNotice, type HookView } from '../components/HookNotice'
import { RouteDiagram } from '../components/RouteDiagram'
import { SwapDetails } from '../components/SwapDetails'
import { TradePrice } from '../components/TradePrice'
import { SWAP_STRINGS as S } from '../strings'
import { defaultFeeBasis, type FeeBasis, withRouterGas } from '../utils/networkFee'
import { executionPrice, networkFeeExceedsHalf } from '../utils/trade'
import { gasUsd, hookedHops, routeViews, tradeDetails } from '../utils/tradeDetails'

// The texts only this part shows.
const TEXT = {
  networkFeeWarning: msg`Network fees exceed 50% of the swap amount!`,
  showDetails: msg`Show the trade details`,
  hideDetails: msg`Hide the trade details`,
}

export interface TradeInfoProps {
  trade: SwapTrade
  slippageBps: number
  inputUSD: number | null
  /**
   * Issue 31: how the swap will be sent (the send half knows, with an account); until then,
   * utils/networkFee defaultFeeBasis.
   */
  feeBasis?: FeeBasis
  /** The details are open (kept by the form, so a new quote does not close them). */
  open: boolean
  onToggle: () => void
}

/**
 * spec 01 §2 Swap screen: the invertible price line, its details panel, the network-fee warning
 * (§5) and the 'Auto Router' route display of the quoted trade. Issue 12 #5: one row of fixed
 * height (the same as the form's loading row) with the details behind a disclosure, so a quote
 * arriving moves nothing and the swap button stays in view on a 375 × 667 phone.
 */
export function TradeInfo({
  trade: quoted,
  slippageBps,
  inputUSD,
  feeBasis,
  open,
  onToggle,
}: TradeInfoProps) {
  const { _ } = useLingui()
  const detailsId = useId()
  const [inverted, setInverted] = useState(false)
  const format = useFormatAmount()
  const chain = useActiveChain()
  const trade = withRouterGas(quoted, feeBasis ?? defaultFeeBasis(chain, quoted))
  const details = tradeDetails(trade, slippageBps, format)
  const reviewed = new Set((chain.reviewedHooks ?? []).map((h) => h.toLowerCase()))
  const hooks = hookedHops(trade, format).map(
    (h): HookView => ({
      address: h.hooks,
      explorerUrl: explorerLink(chain, h.hooks, 'address'),
      pair: h.pair,
      permissions: hookPermissions(h.hooks),
      fee: h.fee,
      reviewed: reviewed.has(h.hooks.toLowerCase()),
    }),
  )
  return (
    <div className="swap-summary" data-testid="swap-summary">
      <div className="swap-summary__row">
        <TradePrice
          {...executionPrice(trade, inverted, format)}
          onInvert={() => setInverted((v) => !v)}
        />
        {details.networkFee !== undefined && (
          <span className="swap-summary__fee">
            <GasIcon size={16} />
            <span className="visually-hidden">{_(S.networkFee)} </span>
            {details.networkFee}
          </span>
        )}
        <button
          type="button"
          className="swap-summary__toggle"
          aria-expanded={open}
          aria-controls={detailsId}
          aria-label={_(open ? TEXT.hideDetails : TEXT.showDetails)}
          data-testid="swap-details-toggle"
          onClick={onToggle}
        >
          <ChevronDownIcon size={20} />
        </button>
      </div>
      <div id={detailsId} className="swap-summary__details" hidden={!open}>
        <SwapDetails {...details} />
        <RouteDiagram
          routes={routeViews(trade, format, chain.nativeCurrency.symbol)}
          from={trade.inputCurrency.symbol}
          to={trade.outputCurrency.symbol}
        />
        {hooks.map((h) => (
          <HookNotice key={h.address} hook={h} />
        ))}
      </div>
      {networkFeeExceedsHalf(gasUsd(trade), inputUSD) && (
        <p className="swap-warning" role="alert">
          {_(TEXT.networkFeeWarning)}
        </p>
      )}
    </div>
  )
}
