// /pool/v4/{tokenId} (issue 32 "A v4 position's page"): the position's liquidity, its unclaimed
// fees and their Collect, its range, removal of part or all of it, and the burn of an emptied
// one; the states a position screen shares (loading, not found, RPC error, no v4 on this chain).
// Laid out as v3's page (spec 02 §2 Position detail), from the core's parts.
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { Link } from 'wouter'
import { explorerLink } from '../../../../chain/chains'
import { formatFeeTier, shortenAddress, useFormatAmount } from '../../../../lib/format'
import { Badge, Card, ExternalLink, ExternalLinkIcon, TokenAmountRows } from '../../../../ui'
import {
  PositionMessage,
  PositionReadStates,
  PositionTitle,
  POSITION_MESSAGES as S,
  useFollowChange,
  useOpenNewPosition,
  V4PositionAnalyticsSection,
  v4FeeNow,
} from '../../../liquidity'
import { V4_POSITION_STRINGS as V4 } from '../../strings'
import { V4ActionDialog } from '../components/V4ActionDialog'
import { amountRows } from '../hooks/sides'
import { useV4Position, type V4PositionView } from '../hooks/useV4Position'
import { useV4PositionAction } from '../hooks/useV4PositionAction'
import { V4BurnCard } from './V4BurnCard'
import { V4ChangeRange } from './V4ChangeRange'
import { V4FeesCard } from './V4FeesCard'
import { V4IncreaseCard } from './V4IncreaseCard'
import { V4PositionRange } from './V4PositionRange'
import { V4RemoveCard } from './V4RemoveCard'

const NO_HOOK = '0x0000000000000000000000000000000000000000'
/** spec 02 §9 "6 for amounts". */
const DIGITS = 6

export function V4PositionPage({ tokenId }: { tokenId: string | undefined }) {
  // Issue 32: after a change of range, on to the position it created (V4Changes).
  useOpenNewPosition(`v4:${tokenId}`)
  const title = { ...S.positionTitle, values: { id: tokenId ?? '' } }
  // The route's id: digits only (anything else reads as not found).
  const id = tokenId !== undefined && /^\d{1,78}$/.test(tokenId) ? BigInt(tokenId) : undefined
  if (id === undefined)
    return <PositionMessage title={title} text={S.notFound} testId="position-not-found" />
  return <V4PositionById tokenId={id} title={title} />
}

function V4PositionById({ tokenId, title }: { tokenId: bigint; title: MessageDescriptor }) {
  return (
    <PositionReadStates result={useV4Position(tokenId)} title={title}>
      {(view) => <V4PositionDetail view={view} />}
    </PositionReadStates>
  )
}

function V4PositionDetail({ view }: { view: V4PositionView }) {
  const { _ } = useLingui()
  const fmt = useFormatAmount()
  const { position, currency0, currency1, chain } = view
  const fee = v4FeeNow(position)
  const hooked = position.poolKey.hooks.toLowerCase() !== NO_HOOK
  return (
    <div className="position-page" data-testid="position-page" data-protocol="v4">
      <Link to="/pool" className="position-page__back" data-testid="position-back">
        ← {_(S.backToPools)}
      </Link>
      <header className="position-page__header">
        <PositionTitle
          sides={[
            { symbol: currency0.symbol, seed: currency0.address },
            { symbol: currency1.symbol, seed: currency1.address },
          ]}
          badges={
            <>
              {/* A version name, the same in every language. */}
              <Badge>v4</Badge>
              {fee !== undefined && <Badge>{formatFeeTier(fee, fmt.locale)}</Badge>}
            </>
          }
          status={view.status}
        />
        {!view.isOwner && (
          <nav className="position-page__actions">
            <ExternalLink
              href={explorerLink(chain, position.owner, 'address')}
              testId="position-owner"
            >
              {_(S.owner)}
              <ExternalLinkIcon size={14} />
            </ExternalLink>
          </nav>
        )}
      </header>
      <div className="position-page__grid position-page__grid--v4">
        <div className="position-page__side">
          <Card
            variant="outline"
            as="section"
            aria-labelledby="position-liquidity-title"
            className="position-card"
          >
            <h2 id="position-liquidity-title">{_(S.liquidity)}</h2>
            <TokenAmountRows
              rows={amountRows(view, view.amounts, fmt.tokenAmount, DIGITS, 'position-amount')}
            />
            <p className="position-dialog__line" data-testid="position-hook">
              <span>{_(V4.hook)}</span>
              {hooked ? (
                <ExternalLink href={explorerLink(chain, position.poolKey.hooks, 'address')}>
                  {shortenAddress(position.poolKey.hooks)}
                  <ExternalLinkIcon size={14} />
                </ExternalLink>
              ) : (
                <span>{_(V4.noHook)}</span>
              )}
            </p>
          </Card>
          <V4FeesCard view={view} />
        </div>
        <div className="position-page__side">{view.isOwner && <V4Changes view={view} />}</div>
      </div>
      <V4PositionRange view={view} />
      <V4PositionAnalyticsSection position={position} token0={currency0} token1={currency1} />
    </div>
  )
}

/**
 * The owner's changes: adding to the position; removal while it holds liquidity, then the burn. Their sends
 * live here, above the cards, so that the removal's dialog stays up when it empties the position
 * and the burn card takes the removal card's place.
 */
const v4Href = (id: bigint) => `/pool/v4/${id}`

function V4Changes({ view }: { view: V4PositionView }) {
  const increase = useV4PositionAction(view, 'Increase liquidity failed')
  const remove = useV4PositionAction(view, 'Remove liquidity failed')
  const burn = useV4PositionAction(view, 'Burn position failed')
  const change = useV4PositionAction(view, 'Change range failed')
  useFollowChange(`v4:${view.position.tokenId}`, {
    chainId: view.chain.id,
    manager: view.chain.contracts?.v4?.positionManager,
    hash: change.hash,
    href: v4Href,
  })
  return (
    <>
      <V4IncreaseCard view={view} action={increase} />
      {view.position.liquidity > 0n && <V4ChangeRange view={view} action={change} />}
      {view.position.liquidity > 0n ? (
        <V4RemoveCard view={view} action={remove} />
      ) : (
        <V4BurnCard view={view} action={burn} />
      )}
      <V4ActionDialog action={increase} />
      <V4ActionDialog action={remove} />
      <V4ActionDialog action={burn} />
      <V4ActionDialog action={change} />
    </>
  )
}
