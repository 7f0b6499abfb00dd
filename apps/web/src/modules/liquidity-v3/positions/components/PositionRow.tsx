import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { useFormatAmount } from '../../../../lib/format'
import { DoubleTokenLogo, PositionBadge, type PositionStatus } from '../../../../ui'
import { POSITIONS_STRINGS as S } from '../strings'
import type { PositionRowView, RowToken } from '../utils/rowView'

export interface PositionRowProps {
  view: PositionRowView
  status: PositionStatus | undefined
  /** What a collect would pay now (static call); undefined when it could not be read. */
  unclaimed: readonly [bigint, bigint] | undefined
  /** Per-position analytics, filled in by the screen that hosts the list (issue 13). */
  extra?: ReactNode
}

const logo = (t: RowToken) => ({
  srcs: t.logoURI ? [t.logoURI] : [],
  symbol: t.symbol,
  seed: t.address,
})

/**
 * One position of the list (spec 02 §2 Pools Overview): pair, protocol and fee tier, the badge
 * (spec 02 §4), the range's min and max in the chosen rate view and the unclaimed fees; a v3 row
 * opens /pool/{tokenId}, a v4 row /pool/v4/{tokenId} (issue 32).
 */
export function PositionRow({ view, status, unclaimed, extra }: PositionRowProps) {
  const { _ } = useLingui()
  const fmt = useFormatAmount()
  const pair = `${view.token0.symbol} / ${view.token1.symbol}`
  const unit = _({
    ...S.priceUnit,
    values: { quote: view.quote.symbol, base: view.base.symbol },
  })
  return (
    <li
      className="position-row"
      data-testid="position-row"
      data-token-id={view.tokenId}
      data-protocol={view.protocol}
    >
      {/* The row's name is its visible text (WCAG 2.5.3): pair, fee, badge, range and fees. */}
      <RowBody href={view.protocol === 'v3' ? `/pool/${view.tokenId}` : `/pool/v4/${view.tokenId}`}>
        <span className="position-row__head">
          <DoubleTokenLogo tokens={[logo(view.token0), logo(view.token1)]} size={20} />
          <span className="position-row__pair">{pair}</span>
          {/* A version name, the same in every language. */}
          <span className="position-row__protocol" data-testid="position-protocol">
            {view.protocol}
          </span>
          <span className="position-row__fee" data-testid="position-fee-tier">
            {view.feeText}
          </span>
          <span className="position-row__badge">
            {status ? (
              <PositionBadge status={status} testId="position-badge" />
            ) : (
              <span className="position-row__unknown">{_(S.statusUnknown)}</span>
            )}
          </span>
        </span>
        <span className="position-row__range" data-testid="position-range">
          <span>
            <span className="position-row__label">{_(S.min)} </span>
            {fmt.decimal(view.min)} {unit}
          </span>
          <span aria-hidden="true" className="position-row__arrow">
            ↔
          </span>
          <span>
            <span className="position-row__label">{_(S.max)} </span>
            {fmt.decimal(view.max)} {unit}
          </span>
        </span>
        <span className="position-row__fees" data-testid="position-fees">
          {unclaimed ? (
            <>
              <span className="position-row__label">{_(S.unclaimedFees)} </span>
              {fmt.tokenAmount(unclaimed[0], view.token0.decimals)} {view.token0.symbol}
              {' · '}
              {fmt.tokenAmount(unclaimed[1], view.token1.decimals)} {view.token1.symbol}
            </>
          ) : (
            <span className="position-row__label">{_(S.feesUnknown)}</span>
          )}
        </span>
      </RowBody>
      {extra !== undefined && <div className="position-row__extra">{extra}</div>}
    </li>
  )
}

function RowBody({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link to={href} className="position-row__link">
      {children}
    </Link>
  )
}
