// /increase/{currencyIdA}/{currencyIdB}/{feeAmount}/{tokenId} (spec 02 §2): the add form with
// pair and fee hidden and the position summary; the call is increaseLiquidity(tokenId).
import { useLingui } from '@lingui/react'
import { useMemo } from 'react'
import { Link, useParams } from 'wouter'
import type { ChainInfo } from '../../../../chain/chains'
import { formatFeeTier, useFormatAmount } from '../../../../lib/format'
import { PositionBadge } from '../../../../ui'
import {
  boundTexts,
  type FeeTier,
  LiquidityFigure,
  MintFormProvider,
  parseFeeTier,
} from '../../../liquidity'
import { useActiveChain } from '../../../network'
import { useResolvedCurrency } from '../../../tokens'
import { LIQUIDITY_V3_STRINGS as V3 } from '../../strings'
import type { AddFlow } from '../hooks/useAddFlow'
import { useAddFlow } from '../hooks/useAddFlow'
import { usePositionRange } from '../hooks/usePositionRange'
import { ADD_STRINGS as S } from '../strings'
import { priceUnitSymbols } from '../utils/priceUnit'
import { AddForm } from './AddForm'
import '../add.css'
import { AddSettings } from './AddSettings'

const parseTokenId = (id: string | undefined): bigint | undefined =>
  id && /^\d+$/.test(id) && BigInt(id) > 0n ? BigInt(id) : undefined

export function IncreaseLiquidity() {
  const chain = useActiveChain()
  return (
    <MintFormProvider>
      <IncreaseOnChain chain={chain} />
    </MintFormProvider>
  )
}

function IncreaseOnChain({ chain }: { chain: ChainInfo }) {
  const { _ } = useLingui()
  const params = useParams<{
    currencyIdA?: string
    currencyIdB?: string
    feeAmount?: string
    tokenId?: string
  }>()
  const tokenId = parseTokenId(params.tokenId)
  const position = usePositionRange(chain, tokenId)
  const currencyA = useResolvedCurrency(chain, params.currencyIdA) ?? undefined
  const currencyB = useResolvedCurrency(chain, params.currencyIdB) ?? undefined
  const fee = (position ? parseFeeTier(position.fee) : parseFeeTier(params.feeAmount)) as
    | FeeTier
    | undefined
  const existingRange = useMemo(
    () => position && { tickLower: position.tickLower, tickUpper: position.tickUpper },
    [position],
  )
  const flow = useAddFlow({
    chain,
    currencyA,
    currencyB,
    fee,
    existingRange: existingRange ?? undefined,
  })
  // The URL's tokens must be the position's (either order; ETH stands for the wrapped token).
  const matches =
    position &&
    flow.tokenA &&
    flow.tokenB &&
    [flow.tokenA.address.toLowerCase(), flow.tokenB.address.toLowerCase()].sort().join() ===
      [position.token0.toLowerCase(), position.token1.toLowerCase()].sort().join()
  return (
    <div className="v3-add card" data-testid="increase-v3">
      <header className="v3-add__header">
        <Link href={tokenId ? `/pool/${tokenId}` : '/pool'} className="v3-add__back">
          ← {tokenId ? _({ ...S.position, values: { id: tokenId.toString() } }) : _(S.backToPools)}
        </Link>
        <h1 className="v3-add__title">{_(S.increaseTitle)}</h1>
        <AddSettings />
      </header>
      {position === undefined ? (
        <p className="v3-add__muted">{_(S.loadingPosition)}</p>
      ) : !position || !matches ? (
        <p role="alert">{_(S.positionNotFound)}</p>
      ) : (
        <AddForm flow={flow} depositDisabled={!flow.derived.pool} tokenId={tokenId}>
          <PositionSummary flow={flow} liquidity={position.liquidity} tokenId={tokenId} />
        </AddForm>
      )}
    </div>
  )
}

function PositionSummary({
  flow,
  liquidity,
  tokenId,
}: {
  flow: AddFlow
  liquidity: bigint
  tokenId?: bigint
}) {
  const { _ } = useLingui()
  const { locale, decimal } = useFormatAmount()
  const { tokenA, tokenB, fee, derived, currencyA, currencyB } = flow
  if (!tokenA || !tokenB || !fee || !derived.range) return null
  const texts = boundTexts(derived.range, { base: tokenA, quote: tokenB, fee })
  const symbols = priceUnitSymbols(flow)
  const unit = symbols ? _({ ...S.pricePer, values: symbols }) : ''
  return (
    <section
      className="v3-add__summary"
      aria-label={_({ ...S.position, values: { id: tokenId?.toString() ?? '' } })}
      data-testid="position-summary"
    >
      <div className="v3-add__preview-head">
        <strong>
          {currencyA?.symbol} / {currencyB?.symbol} · {formatFeeTier(fee, locale)}
        </strong>
        {derived.pool && (
          <PositionBadge
            liquidity={liquidity}
            tickCurrent={derived.pool.tickCurrent}
            {...derived.range}
            testId="position-badge"
          />
        )}
      </div>
      <dl className="v3-add__dl">
        <dt>{_(S.minPriceShort)}</dt>
        <dd data-testid="summary-min">
          {decimal(texts.min)} <span className="v3-add__muted">{unit}</span>
        </dd>
        <dt>{_(S.maxPriceShort)}</dt>
        <dd data-testid="summary-max">
          {decimal(texts.max)} <span className="v3-add__muted">{unit}</span>
        </dd>
        <dt>{_(S.currentPrice)}</dt>
        <dd>
          {derived.price ? decimal(derived.price.toSignificant(6)) : '-'}{' '}
          <span className="v3-add__muted">{unit}</span>
        </dd>
        <LiquidityFigure liquidity={liquidity} testId="summary-liquidity" />
      </dl>
      {derived.outOfRange && <p className="v3-add__alert">{_(V3.outOfRange)}</p>}
    </section>
  )
}
