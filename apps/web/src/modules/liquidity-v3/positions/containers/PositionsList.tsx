import { useLingui } from '@lingui/react'
import { useMemo, useState } from 'react'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../../chain/chains'
import { useFormatAmount } from '../../../../lib/format'
import { Toggle } from '../../../../ui'
import {
  PositionAnalyticsSummary,
  useAccountPositions,
  usePositionsAnalytics,
  useV4PositionsAnalytics,
  visiblePositions,
} from '../../../liquidity'
import { type TokenInfo, useChainTokens } from '../../../tokens'
import { PositionRow } from '../components/PositionRow'
import { EmptyPositions, LoadFailed, LoadingRows } from '../components/PositionsState'
import { useHideClosedStore } from '../state/hideClosed'
import { POSITIONS_STRINGS as S } from '../strings'
import { positionRowView, rowToken, v4PositionRowView } from '../utils/rowView'

export interface PositionsListProps {
  account: Address
  chain: ChainInfo
}

/** The connected account's positions: loading, failure with retry, empty, or the rows, each
 *  with a line of its analytics (issue 13 "in the /pool list, for every position"), read once
 *  the rows are shown so they never wait for the positions' history. */
export function PositionsList({ account, chain }: PositionsListProps) {
  const { _ } = useLingui()
  const query = useAccountPositions(account, chain)
  // Analytics read each protocol's history: v3's position manager's logs, v4's pool manager's
  // ModifyLiquidity (issue 32; only where its deploy block is known, listableV4).
  const ids = useMemo(
    () => query.data?.positions.flatMap((p) => (p.protocol === 'v3' ? [p.tokenId] : [])),
    [query.data],
  )
  const v4Positions = useMemo(
    () => query.data?.positions.flatMap((p) => (p.protocol === 'v4' ? [p] : [])),
    [query.data],
  )
  const analytics = usePositionsAnalytics(ids)
  const v4Analytics = useV4PositionsAnalytics(v4Positions)
  const hideClosed = useHideClosedStore((s) => s.hideClosed)
  const setHideClosed = useHideClosedStore((s) => s.setHideClosed)
  const [inverted, setInverted] = useState(false)
  const { locale } = useFormatAmount()
  const listed = useListedTokens(chain.id)

  // Without a count (loading, no position manager) the card's heading is for screen readers only:
  // shown, it repeated the page's 'Pools Overview' right under it (issue 34 #13).
  const heading = (count: number | undefined) =>
    count === undefined ? (
      <h2 id="positions-heading" className="visually-hidden">
        {_(S.title)}
      </h2>
    ) : (
      <h2 id="positions-heading" className="positions-card__heading">
        {_({ ...S.yourPositions, values: { count } })}
      </h2>
    )
  if (!chain.contracts?.positionManager)
    return (
      <>
        {heading(undefined)}
        <EmptyPositions text={_({ ...S.noPositionManager, values: { chain: chain.label } })} />
      </>
    )
  if (query.isPending)
    return (
      <>
        {heading(undefined)}
        <LoadingRows />
      </>
    )
  if (query.isError && !query.data)
    return (
      <>
        {heading(undefined)}
        <LoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </>
    )
  const { positions, tokens } = query.data
  if (positions.length === 0)
    return (
      <>
        {heading(0)}
        <EmptyPositions text={_(S.empty)} />
      </>
    )
  // /pool is the Pools Overview (spec 02 §2 Routes): v3 positions, and v4 ones where the chain has
  // v4 (issue 32: the spec, from 2022, knows no v4); v2 positions list on /pool/v2.
  const shown = visiblePositions(positions, hideClosed)
  // The native coin wears the chain's logo, as in the token picker (tokens/utils/tokenLogos.ts).
  const native = {
    symbol: chain.nativeCurrency.symbol,
    decimals: chain.nativeCurrency.decimals,
    logoURI: chain.logoUrl,
  }
  return (
    <>
      <div className="positions-card__bar">
        {heading(positions.length)}
        <div className="positions-card__switches">
          <div className="positions-card__switch">
            <span aria-hidden="true">{_(S.hideClosed)}</span>
            <Toggle
              label={_(S.hideClosed)}
              checked={hideClosed}
              onChange={setHideClosed}
              testId="hide-closed"
            />
          </div>
          <div className="positions-card__switch">
            <span aria-hidden="true">{_(S.invertPrices)}</span>
            <Toggle
              label={_(S.invertPrices)}
              checked={inverted}
              onChange={setInverted}
              testId="invert-prices"
            />
          </div>
        </div>
      </div>
      {/* A failed refresh keeps the last rows; a failed v4 read keeps the v3 ones (issue 32). */}
      {(query.isError || query.data.v4Error !== undefined) && (
        <LoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
      {shown.length === 0 ? (
        <EmptyPositions text={_(S.allClosedHidden)} />
      ) : (
        <ul className="positions-list" data-testid="positions-list">
          {shown.map((p) => {
            const [a, b] =
              p.protocol === 'v3'
                ? [p.token0, p.token1]
                : [p.poolKey.currency0, p.poolKey.currency1]
            const pair = {
              token0: rowToken(a, listed, tokens, native),
              token1: rowToken(b, listed, tokens, native),
            }
            const rateView = { inverted, locale }
            if (p.protocol === 'v4') {
              const v4Snapshot = v4Analytics.data?.get(p.tokenId)
              return (
                <PositionRow
                  key={`v4-${p.tokenId}`}
                  view={v4PositionRowView(p, chain.id, pair, rateView)}
                  status={p.status}
                  unclaimed={[p.feesOwed0, p.feesOwed1]}
                  extra={
                    v4Snapshot && (
                      <PositionAnalyticsSummary snapshot={v4Snapshot} token1={pair.token1} />
                    )
                  }
                />
              )
            }
            const snapshot = analytics.data?.positions.get(p.tokenId)
            return (
              <PositionRow
                key={p.tokenId.toString()}
                view={positionRowView(p, chain.id, pair, rateView)}
                status={p.status}
                unclaimed={p.unclaimed}
                extra={
                  snapshot && <PositionAnalyticsSummary snapshot={snapshot} token1={pair.token1} />
                }
              />
            )
          })}
        </ul>
      )}
    </>
  )
}

/** The active lists' tokens by lower-case address (logos, curated symbols). */
function useListedTokens(chainId: number): ReadonlyMap<string, TokenInfo> {
  const { active } = useChainTokens(chainId)
  return useMemo(() => new Map(active.map((t) => [t.address.toLowerCase(), t])), [active])
}
