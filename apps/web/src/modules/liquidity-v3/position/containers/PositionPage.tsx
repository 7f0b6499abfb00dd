// /pool/{tokenId} (spec 02 §2 Position detail): loading, not found, RPC error or the position.
import type { MessageDescriptor } from '@lingui/core'
import type { ReactNode } from 'react'
import { PositionMessage, PositionReadStates, useOpenNewPosition } from '../../../liquidity'
import { type PositionView, usePosition } from '../hooks/usePosition'
import { POSITION_STRINGS as S } from '../strings'
import { PositionDetail } from './PositionDetail'

export interface PositionPageProps {
  /** The route's id: digits only (anything else reads as not found). */
  tokenId: string | undefined
}

export function PositionPage({ tokenId }: PositionPageProps) {
  // Issue 32: after a change of range, on to the position it created (ChangeRangeV3).
  useOpenNewPosition(`v3:${tokenId}`)
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
  return (
    <PositionReadStates result={usePosition(tokenId)} title={title}>
      {children}
    </PositionReadStates>
  )
}
