// spec 02 §4 Migrate: allow LP token migration (approve the migrator or sign a permit), then
// Migrate, then 'Migrating', then 'Success!' once the LP balance reads zero.
import { useLingui } from '@lingui/react'
import { useState } from 'react'
import { Link } from 'wouter'
import { Button } from '../../../../ui'
import {
  ApprovalPromptDialog,
  type UseApprovalReturnType,
  useApprovalPrompt,
} from '../../../approvals'
import type { useMigrateTransaction } from '../hooks/useMigrateTransaction'
import { MIGRATE_STRINGS as S } from '../strings'

export interface MigrateActionsProps {
  approval: UseApprovalReturnType
  /** Issue 18: the wallet batches atomically, so the LP is allowed inside the migration's batch. */
  batching: boolean
  lpSymbol: string
  tx: ReturnType<typeof useMigrateTransaction>
  lpBalance: bigint | undefined
  /** Migrate may be pressed with the figures shown (utils/migrateReady canMigrate). */
  ready: boolean
  rangeMissing: boolean
  onMigrate: () => void
}

export function MigrateActions(p: MigrateActionsProps) {
  const { _ } = useLingui()
  const [asking, setAsking] = useState(false)
  // Issue 35: the approval's simulated outcome shows while the wallet is asked.
  const approvalPrompt = useApprovalPrompt()
  const { state } = p.tx
  if (state.status === 'migrating') {
    const done = p.lpBalance === 0n
    return (
      <div className="migrate__actions" data-testid="migrate-status">
        <p className={done ? 'migrate__ok' : 'migrate__muted'} role="status" aria-live="polite">
          {done ? _(S.success) : _(S.migrating)}
        </p>
        {done && (
          <Link href="/pool" className="migrate__button">
            {_(S.viewPositions)}
          </Link>
        )}
      </div>
    )
  }
  const allowed =
    p.approval.state === 'APPROVED' ||
    p.approval.signatureState === 'SIGNED' ||
    p.approval.batchApproval !== undefined
  const pending = p.approval.state === 'PENDING' || asking
  return (
    <div className="migrate__actions">
      {state.status === 'error' && (
        <p className="migrate__error" role="alert">
          {_({ ...S.error, values: { message: state.message.split('\n')[0] ?? '' } })}
        </p>
      )}
      <div className="migrate__buttons">
        {!p.batching && (
          <Button
            variant="secondary"
            block
            disabled={allowed || pending || p.approval.state === 'UNKNOWN'}
            testId="migrate-allow"
            onClick={() => {
              setAsking(true)
              approvalPrompt
                .run(p.lpSymbol, p.approval.approve)
                .catch(() => undefined)
                .finally(() => setAsking(false))
            }}
          >
            {allowed ? _(S.allowed) : _(S.allow)}
          </Button>
        )}
        <Button
          block
          disabled={!allowed || !p.ready || state.status === 'confirm'}
          testId="migrate-submit"
          onClick={p.onMigrate}
        >
          {p.rangeMissing ? _(S.enterRange) : _(S.migrate)}
        </Button>
      </div>
      {/* Issue 35: while the wallet asks, what the migration will do, as simulated. */}
      {state.status === 'confirm' && p.tx.preview}
      {approvalPrompt.prompt && (
        <ApprovalPromptDialog prompt={approvalPrompt.prompt} onDismiss={approvalPrompt.dismiss} />
      )}
    </div>
  )
}
