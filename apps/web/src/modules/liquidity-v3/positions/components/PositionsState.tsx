import { useLingui } from '@lingui/react'
import { Button, SkeletonRow } from '../../../../ui'
import { POSITIONS_STRINGS as S } from '../strings'

/** Without an account (spec 02 §2 "a connect-wallet prompt without an account"). */
export function ConnectPrompt({ onConnect }: { onConnect: () => void }) {
  const { _ } = useLingui()
  return (
    <div className="positions-state" data-testid="positions-connect">
      <p>{_(S.connectPrompt)}</p>
      <Button onClick={onConnect}>{_(S.connectWallet)}</Button>
    </div>
  )
}

/** Rows of the loaded height while the first read runs (no jump when they arrive). */
export function LoadingRows() {
  const { _ } = useLingui()
  return (
    <div className="positions-state" aria-busy="true" data-testid="positions-loading">
      <span className="visually-hidden" role="status">
        {_(S.loading)}
      </span>
      {[0, 1, 2].map((i) => (
        <SkeletonRow key={i} height={92} />
      ))}
    </div>
  )
}

/** The read failed: said plainly, with a retry (the query also retries at the next poll). */
export function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { _ } = useLingui()
  return (
    <div className="positions-state" role="alert" data-testid="positions-error">
      <p>{_(S.loadFailed)}</p>
      <Button variant="outline" onClick={onRetry} loading={retrying}>
        {_(S.retry)}
      </Button>
    </div>
  )
}

/** spec 02 §2 "Empty: 'Your active V3 liquidity positions will appear here.'" */
export function EmptyPositions({ text }: { text: string }) {
  return (
    <div className="positions-state" data-testid="positions-empty">
      <p>{text}</p>
    </div>
  )
}
