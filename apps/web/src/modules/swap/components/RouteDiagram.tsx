import { useLingui } from '@lingui/react'
import { SWAP_STRINGS as S } from '../strings'

export interface RouteView {
  /** 'V2', 'V3' or 'V2 + V3'. */
  protocol: string
  /** Share of the trade, e.g. '60%'. */
  percent: string
  /** Token symbols along the path and each pool hop's fee ('0.05%'). */
  hops: { tokenIn: string; tokenOut: string; fee: string }[]
}

/** spec 01 §2 Swap screen: the 'Auto Router' route display with split routes. */
export function RouteDiagram({ routes }: { routes: RouteView[] }) {
  const { _ } = useLingui()
  return (
    <section className="swap-route" data-testid="swap-route" aria-label={_(S.autoRouter)}>
      <h3 className="swap-route__title">{_(S.autoRouter)}</h3>
      <ol className="swap-route__list">
        {routes.map((r, i) => (
          // Routes have no identity beyond their order in the trade.
          // biome-ignore lint/suspicious/noArrayIndexKey: a trade's routes are a fixed list
          <li key={i} className="swap-route__path" data-testid="swap-route-path">
            <span className="swap-route__share">
              {r.protocol} {r.percent}
            </span>
            {r.hops.map((h, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: hops are a fixed list
              <span key={j} className="swap-route__hop">
                {j === 0 && <span className="swap-route__token">{h.tokenIn}</span>}
                <span className="swap-route__fee">{h.fee}</span>
                <span className="swap-route__token">{h.tokenOut}</span>
              </span>
            ))}
          </li>
        ))}
      </ol>
    </section>
  )
}
