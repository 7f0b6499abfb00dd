// /pool/{tokenId} (spec 02 §2 Position detail): loading, not found, RPC error or the position.
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { Button, PlaceholderCard, Skeleton } from '../../../../ui'
import { type PositionView, usePosition } from '../hooks/usePosition'
import { POSITION_STRINGS as S } from '../strings'
import { PositionDetail } from './PositionDetail'
import '../position.css'

export interface PositionPageProps {
  /** The route's id: digits only (anything else reads as not found). */
  tokenId: string | undefined
}

export function PositionPage({ tokenId }: PositionPageProps) {
  return (
    <PositionGate tokenId={tokenId} title={S.positionTitle}>
      {(view) => <PositionDetail view={view} />}
    </PositionGate>
  )
}

/**
 * The states every position screen shares (loading, not found, RPC error, unsupported chain);
 * `children` renders the position once it is read.
 */
export function PositionGate({
  tokenId,
  title,
  children,
}: {
  tokenId: string | undefined
  /** The heading of the non-position states ('Position #{id}', 'Remove Liquidity'). */
  title: MessageDescriptor
  children: (view: PositionView) => ReactNode
}) {
  const heading = { ...title, values: { id: tokenId ?? '' } }
  const id = tokenId !== undefined && /^\d{1,78}$/.test(tokenId) ? BigInt(tokenId) : undefined
  if (id === undefined)
    return <PositionMessage title={heading} text={S.notFound} testId="position-not-found" />
  return (
    <PositionById tokenId={id} title={heading}>
      {children}
    </PositionById>
  )
}

function PositionById({
  tokenId,
  title,
  children,
}: {
  tokenId: bigint
  title: MessageDescriptor
  children: (view: PositionView) => ReactNode
}) {
  const { _ } = useLingui()
  const result = usePosition(tokenId)
  switch (result.state) {
    case 'ready':
      return children(result.position)
    case 'notFound':
      return <PositionMessage title={title} text={S.notFound} testId="position-not-found" />
    case 'unsupported':
      return <PositionMessage title={title} text={S.unsupported} testId="position-unsupported" />
    case 'error':
      return (
        <PositionMessage title={title} text={S.readError} testId="position-error">
          <Button variant="outline" onClick={result.retry}>
            {_(S.retry)}
          </Button>
        </PositionMessage>
      )
    default:
      return (
        <div className="position-page" data-testid="position-loading" aria-busy="true">
          <p className="visually-hidden">{_(S.loading)}</p>
          <h1 className="visually-hidden">{_(title)}</h1>
          <Skeleton height={32} width="60%" />
          <Skeleton shape="block" height={320} />
        </div>
      )
  }
}

function PositionMessage({
  title,
  text,
  testId,
  children,
}: {
  title: MessageDescriptor
  text: MessageDescriptor
  testId: string
  children?: ReactNode
}) {
  const { _ } = useLingui()
  return (
    <div data-testid={testId}>
      <PlaceholderCard
        title={_(title)}
        description={_(text)}
        action={
          <>
            {children}
            <Link to="/pool">{_(S.backToPools)}</Link>
          </>
        }
      />
    </div>
  )
}
