// The states of a position screen (spec 02 §2), v3's and v4's alike: loading, and those that show
// no position (not found, unsupported chain, RPC error: a card with the reason and the way back
// to /pool), around the screen's own rendering of a position once read.
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { Button, PlaceholderCard, Skeleton } from '../../../../ui'
import { POSITION_MESSAGES as S } from '../strings'
import '../position.css'

export function PositionMessage({
  title,
  text,
  testId,
  children,
}: {
  title: MessageDescriptor
  text: MessageDescriptor
  testId: string
  /** Actions before the way back (a Retry). */
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

/** A position screen while its read is in flight. */
export function PositionLoading({ title }: { title: MessageDescriptor }) {
  const { _ } = useLingui()
  return (
    <div className="position-page" data-testid="position-loading" aria-busy="true">
      <p className="visually-hidden">{_(S.loading)}</p>
      <h1 className="visually-hidden">{_(title)}</h1>
      <Skeleton height={32} width="60%" />
      <Skeleton shape="block" height={320} />
    </div>
  )
}

/** What a position screen's read hook answers (v3's usePosition, v4's useV4Position). */
export type PositionReadResult<T> =
  | { state: 'loading' }
  | { state: 'notFound' }
  /** This chain has no position manager for the protocol in the table. */
  | { state: 'unsupported' }
  | { state: 'error'; retry: () => void }
  | { state: 'ready'; position: T }

/** `children` renders the position once read; every other state is the shared one. */
export function PositionReadStates<T>({
  result,
  title,
  children,
}: {
  result: PositionReadResult<T>
  /** The heading of the non-position states ('Position #{id}', 'Remove Liquidity'). */
  title: MessageDescriptor
  children: (position: T) => ReactNode
}) {
  const { _ } = useLingui()
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
      return <PositionLoading title={title} />
  }
}
