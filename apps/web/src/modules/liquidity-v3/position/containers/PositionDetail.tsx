// spec 02 §2 Position detail: the NFT image, liquidity value, unclaimed fees, price range and
// current price; links to /pool, /increase/… and /remove/… (owner only, §6), an Owner link for
// everyone else.
import { useLingui } from '@lingui/react'
import { useState } from 'react'
import { Link } from 'wouter'
import { explorerLink } from '../../../../chain/chains'
import { formatFeeTier, useFormatAmount } from '../../../../lib/format'
import { Badge, Card, ExternalLink, ExternalLinkIcon, TokenAmountRows } from '../../../../ui'
import type { FeeTier } from '../../../liquidity'
import {
  isFullRange,
  PositionAnalyticsSection,
  PositionTitle,
  PriceRangeCard,
  rangeBoundsText,
} from '../../../liquidity'
import { PositionNftImage } from '../components/PositionNftImage'
import { sideSymbol } from '../hooks/display'
import { currencyIdOf } from '../hooks/useCollectFlow'
import { useFiatValue } from '../hooks/useFiatValue'
import type { PositionView } from '../hooks/usePosition'
import { useTokenURIImage } from '../hooks/useTokenURIImage'
import { POSITION_STRINGS as S } from '../strings'
import { ChangeRangeV3 } from './ChangeRangeV3'
import { CollectSection } from './CollectSection'

const DIGITS = 6

export function PositionDetail({ view }: { view: PositionView }) {
  const { _ } = useLingui()
  const fmt = useFormatAmount()
  const { details, token0, token1 } = view
  const id = details.tokenId.toString()
  const image = useTokenURIImage(details.tokenId)
  const fiat = useFiatValue(view, view.amounts)
  const symbol0 = sideSymbol(view, 0, false)
  const symbol1 = sideSymbol(view, 1, false)
  const increase = `/increase/${currencyIdOf(view, 0, false)}/${currencyIdOf(view, 1, false)}/${details.fee}/${id}`
  return (
    <div className="position-page" data-testid="position-page">
      <Link to="/pool" className="position-page__back" data-testid="position-back">
        ← {_(S.backToPools)}
      </Link>
      <header className="position-page__header">
        <PositionTitle
          sides={[
            { symbol: symbol0, seed: token0.address },
            { symbol: symbol1, seed: token1.address },
          ]}
          // issue 34 #4: the one fee formatter ('0,3 %' under de-DE; it read '0.3%').
          badges={<Badge>{formatFeeTier(details.fee, fmt.locale)}</Badge>}
          status={view.status}
        />
        <nav className="position-page__actions">
          {view.isOwner ? (
            <>
              <Link
                to={increase}
                className="button button--outline button--small"
                data-testid="position-increase"
              >
                {_(S.increaseLiquidity)}
              </Link>
              {details.liquidity > 0n && <ChangeRangeV3 view={view} />}
              {/* Issue 32 "Migrate v3 → v4": on chains with v4. */}
              {details.liquidity > 0n && view.chain.contracts?.v4 && (
                <Link
                  to={`/migrate/v3/${id}`}
                  className="button button--outline button--small"
                  data-testid="position-migrate-v4"
                >
                  {_(S.migrateToV4)}
                </Link>
              )}
              {details.liquidity > 0n && (
                <Link
                  to={`/remove/${id}`}
                  className="button button--primary button--small"
                  data-testid="position-remove"
                >
                  {_(S.removeLiquidity)}
                </Link>
              )}
            </>
          ) : (
            <ExternalLink
              href={explorerLink(view.chain, details.owner, 'address')}
              testId="position-owner"
            >
              {_(S.owner)}
              <ExternalLinkIcon size={14} />
            </ExternalLink>
          )}
        </nav>
      </header>
      <div className="position-page__grid">
        <PositionNftImage image={image} tokenId={id} />
        <div className="position-page__side">
          <Card
            variant="outline"
            as="section"
            aria-labelledby="position-liquidity-title"
            className="position-card"
          >
            <h2 id="position-liquidity-title">{_(S.liquidity)}</h2>
            {fiat !== null && (
              <p className="position-card__fiat" data-testid="position-liquidity-usd">
                {fmt.usd(fiat)}
              </p>
            )}
            <TokenAmountRows
              rows={[
                {
                  symbol: symbol0,
                  seed: token0.address,
                  raw: view.amounts.amount0,
                  text: fmt.tokenAmount(view.amounts.amount0, token0.decimals, DIGITS),
                  testId: 'position-amount0',
                },
                {
                  symbol: symbol1,
                  seed: token1.address,
                  raw: view.amounts.amount1,
                  text: fmt.tokenAmount(view.amounts.amount1, token1.decimals, DIGITS),
                  testId: 'position-amount1',
                },
              ]}
            />
          </Card>
          <CollectSection view={view} />
        </div>
      </div>
      <PositionRange view={view} />
      <PositionAnalyticsSection tokenId={details.tokenId} token0={token0} token1={token1} />
    </div>
  )
}

function PositionRange({ view }: { view: PositionView }) {
  const [inverted, setInverted] = useState(false)
  // issue 34 #4: the prices in the language's number style, like every other figure here.
  const { decimal } = useFormatAmount()
  const { sdk, details } = view
  const [base, quote] = inverted ? [sdk.token1, sdk.token0] : [sdk.token0, sdk.token1]
  const [baseSymbol, quoteSymbol] = inverted
    ? [sideSymbol(view, 1, false), sideSymbol(view, 0, false)]
    : [sideSymbol(view, 0, false), sideSymbol(view, 1, false)]
  const fee = details.fee as FeeTier
  const range = { tickLower: details.tickLower, tickUpper: details.tickUpper }
  const bounds = rangeBoundsText(range, { base, quote, fee })
  const current = decimal(sdk.pool.priceOf(base).toSignificant(6))
  const outOfRange = view.status === 'outOfRange'
  // Below the range the position is all token0; above it all token1.
  const allIn = outOfRange
    ? details.pool.tick < details.tickLower
      ? sideSymbol(view, 0, false)
      : sideSymbol(view, 1, false)
    : undefined
  return (
    <PriceRangeCard
      min={decimal(bounds.min)}
      max={decimal(bounds.max)}
      current={current}
      fullRange={isFullRange(range, fee)}
      base={baseSymbol}
      quote={quoteSymbol}
      onInvert={() => setInverted((v) => !v)}
      allIn={allIn}
    />
  )
}
