// /migrate/v2 (spec 02 §2 Migration list): the account's v2 and fork-exchange (Sushi, SLP)
// positions among the tracked and saved pairs, each with Migrate → /migrate/v2/{pair address},
// and the Import link to /find?origin=/migrate/v2 (spec 02 §2's address). Empty: 'No V2 Liquidity found.';
// no wallet: 'Connect to a wallet to view your V2 liquidity.'. Layer 2: the gate's message.
import { useLingui } from '@lingui/react'
import { useEffect, useMemo } from 'react'
import { Link } from 'wouter'
import type { ChainInfo } from '../../../../chain/chains'
import type { V2Liquidity } from '../../../../chain/contracts'
import { useFormatAmount } from '../../../../lib/format'
import type { V2LiquidityPosition } from '../../../liquidity'
import { V2LiquidityGate } from '../../common/V2LiquidityGate'
import { persistSavedPairs, useV2Positions } from '../../pair'
import { MIGRATE_STRINGS as S } from '../strings'
import '../migrate.css'

export function MigrateV2List() {
  const { _ } = useLingui()
  return (
    <V2LiquidityGate title={_(S.title)}>
      {(v2, chain) => <MigrateList v2={v2} chain={chain} />}
    </V2LiquidityGate>
  )
}

function MigrateList({ v2, chain }: { v2: V2Liquidity; chain: ChainInfo }) {
  const { _ } = useLingui()
  useEffect(() => persistSavedPairs(), [])
  const exchanges = useMemo(() => (v2.fork ? [v2.uniswap, v2.fork] : [v2.uniswap]), [v2])
  const state = useV2Positions(chain, exchanges)
  return (
    <div className="migrate card" data-testid="migrate-list">
      <header className="migrate__header">
        <h1 className="migrate__title">{_(S.title)}</h1>
        <p className="migrate__muted">{_(S.listIntro)}</p>
      </header>
      {state.status === 'noAccount' && <p className="migrate__empty">{_(S.connectToView)}</p>}
      {state.status === 'loading' && (
        <p className="migrate__empty" aria-busy="true">
          {_(S.loading)}
        </p>
      )}
      {state.status === 'error' && (
        <p className="migrate__empty" role="alert">
          {_(S.readError)}
        </p>
      )}
      {state.status === 'ready' &&
        (state.positions.length === 0 ? (
          <p className="migrate__empty">{_(S.noLiquidity)}</p>
        ) : (
          <ul className="migrate__list">
            {state.positions.map((p) => (
              <PositionRow key={p.address} position={p} />
            ))}
          </ul>
        ))}
      <p className="migrate__muted migrate__import">
        {_(S.importPrompt)}{' '}
        <Link href="/find?origin=/migrate/v2" data-testid="migrate-import">
          {_(S.importLink)}
        </Link>
      </p>
    </div>
  )
}

function PositionRow({ position: p }: { position: V2LiquidityPosition }) {
  const { _ } = useLingui()
  const { significant } = useFormatAmount()
  const values = {
    exchange: p.exchange.label,
    symbol0: p.token0.symbol ?? '',
    symbol1: p.token1.symbol ?? '',
  }
  const lpSymbol = p.exchange.kind === 'fork' ? 'SLP' : 'UNI-V2'
  return (
    <li className="migrate__row" data-testid="migrate-position" data-pair={p.address}>
      <div className="migrate__row-text">
        <span className="migrate__row-title">{_({ ...S.positionLabel, values })}</span>
        <span className="migrate__muted">
          {_({
            ...S.lpBalance,
            // issue 34 #4: grouped and in the language's decimals ('64,2262 UNI-V2' in de-DE).
            values: { amount: significant(p.balance, 18, 6), symbol: lpSymbol },
          })}
        </span>
      </div>
      <Link
        href={`/migrate/v2/${p.address}`}
        className="migrate__button"
        aria-label={_({ ...S.migrateAria, values })}
      >
        {_(S.migrate)}
      </Link>
    </li>
  )
}
