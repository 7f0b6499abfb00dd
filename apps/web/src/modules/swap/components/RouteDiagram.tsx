import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'

// The texts only this part shows.
const TEXT = {
  autoRouter: msg`Auto Router`,
}

export interface RouteView {
  /** 'V2', 'V3', 'V4' or a mixed route's protocols ('V3 + V4'). */
  protocol: string
  /** Share of the trade, e.g. '60%'. */
  percent: string
  /** Token symbols along the path, each pool hop's protocol and fee ('0.05%'). */
  hops: { protocol: 'V2' | 'V3' | 'V4'; tokenIn: string; tokenOut: string; fee: string }[]
}

export interface RouteDiagramProps {
  routes: RouteView[]
  /** The trade's own ends (ETH, not the WETH the pools hold). */
  from: string
  to: string
}

/**
 * spec 01 §2 Swap screen: the 'Auto Router' route display with split routes, drawn as the
 * reference draws it (issue 12 #7): the input token on one end, the output token on the other,
 * and between them one dotted line per route — its share and protocol, then each pool it crosses
 * (its fee; the pair for screen readers and on hover) with the tokens it passes through between pools.
 * Issue 31: each pool is marked with its protocol (v2, v3, v4), as a mixed route crosses several.
 */
export function RouteDiagram({ routes, from, to }: RouteDiagramProps) {
  const { _ } = useLingui()
  return (
    <section className="swap-route" data-testid="swap-route" aria-label={_(TEXT.autoRouter)}>
      <h3 className="swap-route__title">{_(TEXT.autoRouter)}</h3>
      <div className="swap-route__diagram">
        <span className="swap-route__end">{from}</span>
        <ol className="swap-route__list">
          {routes.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a trade's routes are a fixed list
            <li key={i} className="swap-route__path" data-testid="swap-route-path">
              <span className="swap-route__share">
                <strong>{r.percent}</strong> {r.protocol}
              </span>
              {r.hops.map((h, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: hops are a fixed list
                <span key={j} className="swap-route__hop">
                  {j > 0 && <span className="swap-route__token">{h.tokenIn}</span>}
                  <span
                    className="swap-route__pool"
                    title={`${h.tokenIn}/${h.tokenOut} ${h.protocol.toLowerCase()} ${h.fee}`}
                    data-testid="swap-route-pool"
                  >
                    <span className="visually-hidden">{`${h.tokenIn}/${h.tokenOut} `}</span>
                    <span className="swap-route__protocol">{h.protocol.toLowerCase()}</span> {h.fee}
                  </span>
                </span>
              ))}
            </li>
          ))}
        </ol>
        <span className="swap-route__end">{to}</span>
      </div>
    </section>
  )
}
