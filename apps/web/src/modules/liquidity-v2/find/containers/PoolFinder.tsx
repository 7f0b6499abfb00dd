// /pool/v2/find (spec 02 §2 Find pool): pick two tokens; the Uniswap v2 pair's outcome with its
// text and link. A pair that exists is saved (the saved-pairs store) so /pool/v2 lists it. The
// back link follows the `origin` query (default /pool/v2).
import { useLingui } from '@lingui/react'
import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'wouter'
import type { ChainInfo } from '../../../../chain/chains'
import { toPoolToken } from '../../../../chain/sdkToken'
import { Card, Spinner } from '../../../../ui'
import type { V2PairData } from '../../../liquidity'
import { type Currency, CurrencySelect } from '../../../tokens'
import { V2LiquidityGate } from '../../common/V2LiquidityGate'
import { persistSavedPairs, useSavedPairsStore, useV2Pair } from '../../pair'
import { V2PositionCard } from '../../position'
import { FIND_STRINGS as S } from '../strings'
import { findOutcome, originRoute } from '../utils/findOutcome'
import '../find.css'
import { tokenCurrency } from '../../common/tokenCurrency'

export function PoolFinder() {
  const { _ } = useLingui()
  const [params] = useSearchParams()
  const back = originRoute(params.get('origin'))
  return (
    <div className="v2-find" data-testid="v2-find-page">
      <Link to={back} className="v2-find__back" data-testid="v2-find-back">
        ← {_(S.back)}
      </Link>
      <V2LiquidityGate title={_(S.title)}>
        {(_v2, chain) => <Finder chain={chain} />}
      </V2LiquidityGate>
    </div>
  )
}

function Finder({ chain }: { chain: ChainInfo }) {
  const { _ } = useLingui()
  const [currencyA, setCurrencyA] = useState<Currency>()
  const [currencyB, setCurrencyB] = useState<Currency>()
  const tokenA = currencyA && toPoolToken(currencyA, chain)
  const tokenB = currencyB && toPoolToken(currencyB, chain)
  const lookup = useV2Pair(chain, tokenA, tokenB)
  const outcome = findOutcome(currencyA !== undefined && currencyB !== undefined, lookup)
  const found = lookup.status === 'EXISTS' ? lookup.pair : undefined

  useEffect(() => persistSavedPairs(), [])
  // A pool that exists is remembered (the reference's addPair), so the v2 list checks it.
  useEffect(() => {
    if (found)
      useSavedPairsStore
        .getState()
        .savePair(tokenCurrency(found.token0), tokenCurrency(found.token1))
  }, [found])

  const idA = currencyA?.address
  const idB = currencyB?.address
  return (
    <Card as="section" className="v2-find__card" aria-labelledby="v2-find-title">
      <h1 id="v2-find-title" className="v2-find__title">
        {_(S.title)}
      </h1>
      <p className="v2-find__tip">{_(S.tip)}</p>
      <div className="v2-find__select" data-testid="v2-find-a">
        <CurrencySelect label={_(S.tokenA)} value={currencyA} onChange={setCurrencyA} />
      </div>
      <span className="v2-find__plus" aria-hidden="true">
        +
      </span>
      <div className="v2-find__select" data-testid="v2-find-b">
        <CurrencySelect label={_(S.tokenB)} value={currencyB} onChange={setCurrencyB} />
      </div>
      <output className="v2-find__outcome" data-testid="v2-find-outcome" data-outcome={outcome}>
        {outcome === 'select' && <p>{_(S.selectToken)}</p>}
        {outcome === 'loading' && (
          <p className="v2-find__loading">
            <Spinner label={_(S.loading)} size={16} />
            <span aria-hidden="true">{_(S.loading)}</span>
          </p>
        )}
        {outcome === 'invalid' && <p>{_(S.invalidPair)}</p>}
        {outcome === 'none' && (
          <p>
            {_(S.noPool)}{' '}
            <Link
              to={`/add/v2/${idA}/${idB}`}
              className="v2-find__link"
              data-testid="v2-find-create"
            >
              {_(S.createPool)}
            </Link>
          </p>
        )}
        {outcome === 'noLiquidity' && (
          <p>
            {_(S.noLiquidityYet)}{' '}
            <Link to={`/add/v2/${idA}/${idB}`} className="v2-find__link" data-testid="v2-find-add">
              {_(S.addLiquidity)}
            </Link>
          </p>
        )}
        {outcome === 'found' && found && currencyA && currencyB && (
          <FoundPool pair={found} chain={chain} />
        )}
      </output>
    </Card>
  )
}

/** 'Pool Found!' with the position as the v2 list shows it (the shared position card). */
function FoundPool({ pair, chain }: { pair: V2PairData; chain: ChainInfo }) {
  const { _ } = useLingui()
  return (
    <div className="v2-find__found">
      <p className="v2-find__found-title">{_(S.poolFound)}</p>
      <V2PositionCard pair={pair} chain={chain} />
      <Link to="/pool/v2" className="v2-find__manage" data-testid="v2-find-manage">
        {_(S.manage)}
      </Link>
    </div>
  )
}
