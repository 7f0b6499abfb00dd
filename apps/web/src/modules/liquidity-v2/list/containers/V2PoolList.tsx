// /pool/v2 (spec 02 §2 v2 list): the account's Uniswap v2 positions among the tracked pairs (the
// active tokens with the common bases and the saved pairs, one multicall), one card each, and the
// spec's links: Create a pair and Add V2 Liquidity (/add/v2/ETH), Import Pool (/pool/v2/find),
// Migrate Liquidity to V3 (/migrate/v2). On Layer 2 the gate's message instead.
import { useLingui } from '@lingui/react'
import { useEffect, useMemo } from 'react'
import { Link } from 'wouter'
import type { ChainInfo } from '../../../../chain/chains'
import type { V2Liquidity } from '../../../../chain/contracts'
import { Button, SkeletonRow } from '../../../../ui'
import { useOpenModal } from '../../../application'
import { V2LiquidityGate } from '../../common/V2LiquidityGate'
import { persistSavedPairs, useV2Positions } from '../../pair'
import { V2PositionCard } from '../../position'
import { LIST_V2_STRINGS as S } from '../strings'
import '../list.css'

export function V2PoolList() {
  const { _ } = useLingui()
  useEffect(persistSavedPairs, [])
  return (
    <div className="v2-list-page" data-testid="v2-list">
      <V2LiquidityGate title={_(S.title)}>
        {(v2, chain) => <V2PoolListOnChain v2={v2} chain={chain} />}
      </V2LiquidityGate>
    </div>
  )
}

function V2PoolListOnChain({ v2, chain }: { v2: V2Liquidity; chain: ChainInfo }) {
  const { _ } = useLingui()
  const exchanges = useMemo(() => [v2.uniswap], [v2])
  const state = useV2Positions(chain, exchanges)
  const openWallet = useOpenModal('wallet')
  return (
    <>
      <div className="v2-list-page__top">
        <h1 className="v2-list-page__title">{_(S.title)}</h1>
        <div className="v2-list-page__actions">
          <Link to="/add/v2/ETH" className="v2-list-page__link" data-testid="v2-create-pair">
            {_(S.createPair)}
          </Link>
          <Link to="/pool/v2/find" className="v2-list-page__link" data-testid="v2-import-pool">
            {_(S.importPool)}
          </Link>
          <Link
            to="/add/v2/ETH"
            className="v2-list-page__link v2-list-page__link--primary"
            data-testid="v2-add-liquidity"
          >
            {_(S.addV2Liquidity)}
          </Link>
        </div>
      </div>
      <section
        className="card v2-list"
        aria-labelledby="v2-list-heading"
        aria-busy={state.status === 'loading'}
      >
        <h2 id="v2-list-heading" className="v2-list__heading">
          {_(S.yourLiquidity)}
        </h2>
        {state.status === 'noAccount' && (
          <div className="v2-list__empty" data-testid="v2-list-no-wallet">
            <p>{_(S.noWallet)}</p>
            <Button onClick={openWallet}>{_(S.connectWallet)}</Button>
          </div>
        )}
        {state.status === 'loading' && (
          <div data-testid="v2-list-loading">
            <SkeletonRow height={132} />
            <SkeletonRow height={132} />
          </div>
        )}
        {state.status === 'error' && (
          <p className="v2-list__empty" role="alert" data-testid="v2-list-error">
            {_(S.loadFailed)}
          </p>
        )}
        {state.status === 'ready' && state.positions.length === 0 && (
          <p className="v2-list__empty" data-testid="v2-list-empty">
            {_(S.none)}
          </p>
        )}
        {state.status === 'ready' && state.positions.length > 0 && (
          <div className="v2-list__cards">
            {state.positions.map((p) => (
              <V2PositionCard key={p.address} pair={p} chain={chain} variant="full" />
            ))}
          </div>
        )}
        <p className="v2-list__import">
          {_(S.notSeeing)}{' '}
          <Link to="/pool/v2/find" data-testid="v2-import-link">
            {_(S.importPool)}
          </Link>
        </p>
      </section>
      <Link to="/migrate/v2" className="v2-list-page__migrate" data-testid="v2-migrate">
        {_(S.migrate)}
      </Link>
    </>
  )
}
