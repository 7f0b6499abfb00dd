import { useLingui } from '@lingui/react'
import { Button } from '../../../ui'
import { MINING_STRINGS as S } from '../strings'

export type ManageDialog = 'deposit' | 'withdraw' | 'claim'

export interface ManageActionsProps {
  connected: boolean
  /** While the pool is active or its rewards not yet begun (periodFinish 0), as on the pool cards. */
  canDeposit: boolean
  onConnect: () => void
  onOpen: (dialog: ManageDialog) => void
}

/** The manage view's buttons (spec 02 §2): Connect, or Deposit, Withdraw and Claim. */
export function ManageActions({ connected, canDeposit, onConnect, onOpen }: ManageActionsProps) {
  const { _ } = useLingui()
  return (
    <div className="mining-manage__actions">
      {!connected ? (
        <Button block size="large" onClick={onConnect} testId="mining-connect">
          {_(S.connectWallet)}
        </Button>
      ) : (
        <>
          <Button
            size="large"
            onClick={() => onOpen('deposit')}
            disabled={!canDeposit}
            testId="mining-deposit"
          >
            {_(S.deposit)}
          </Button>
          {(['withdraw', 'claim'] as const).map((kind) => (
            <Button
              key={kind}
              size="large"
              variant="secondary"
              onClick={() => onOpen(kind)}
              testId={`mining-${kind}`}
            >
              {_(S[kind])}
            </Button>
          ))}
        </>
      )}
    </div>
  )
}
