// The deposit dialog's input (spec 02 §2 "A staking modal opens for deposit"; §4 Deposit: Approve
// or a signature, then Deposit; §5 the Deposit button shows the amount parser's error and is
// disabled unless approved or signed).
import { useLingui } from '@lingui/react'
import { Button, CurrencyAmountPanel, DoubleTokenLogo } from '../../../ui'
import { LP_DECIMALS } from '../constants'
import { MINING_STRINGS as S } from '../strings'
import type { DepositError } from '../utils/depositError'
import type { PoolLogo } from '../utils/poolCurrencies'

const ERROR_TEXT = {
  connectWallet: S.connectWallet,
  enterAmount: S.enterAmount,
  insufficientBalance: S.insufficientBalance,
} as const

export interface DepositFormProps {
  typed: string
  onUserInput: (typed: string) => void
  /** The liquidity tokens available to deposit, as shown; undefined without an account. */
  balance: string | undefined
  onMax: (() => void) | undefined
  logos: readonly [PoolLogo, PoolLogo]
  /** What the account would earn per week with this deposit, while the pool is active. */
  weekly: string | undefined
  /** The Approve step; undefined for a wallet that approves inside the deposit's batch. */
  approve:
    | { state: 'approve' | 'approving' | 'approved'; disabled: boolean; loading: boolean }
    | undefined
  onApprove: () => void
  error: DepositError | null
  /** Approved, signed, or batched. */
  allowed: boolean
  onDeposit: () => void
}

const APPROVE_TEXT = { approve: S.approve, approving: S.approving, approved: S.approved } as const

export function DepositForm(p: DepositFormProps) {
  const { _ } = useLingui()
  return (
    <div className="mining-modal" data-testid="mining-deposit-modal">
      <CurrencyAmountPanel
        label={_(S.depositAmount)}
        value={p.typed}
        onUserInput={p.onUserInput}
        decimals={LP_DECIMALS}
        balance={p.balance}
        onMax={p.onMax}
        tokenButton={
          <span className="mining-modal__lp">
            <DoubleTokenLogo size={20} tokens={p.logos} />
            <span>UNI-V2</span>
          </span>
        }
        testId="mining-deposit-panel"
        amountTestId="mining-deposit-amount"
      />
      {p.weekly !== undefined && (
        <p className="mining-modal__note" data-testid="mining-deposit-weekly">
          {_({ ...S.weeklyPreview, values: { amount: p.weekly } })}
        </p>
      )}
      <div className="mining-modal__actions">
        {p.approve && (
          <Button
            block
            size="large"
            variant={p.approve.state === 'approved' ? 'secondary' : 'primary'}
            disabled={p.approve.disabled}
            loading={p.approve.loading}
            onClick={p.onApprove}
            testId="mining-deposit-approve"
          >
            {_(APPROVE_TEXT[p.approve.state])}
          </Button>
        )}
        <Button
          block
          size="large"
          disabled={p.error !== null || !p.allowed}
          onClick={p.onDeposit}
          testId="mining-deposit-submit"
        >
          {_(p.error ? ERROR_TEXT[p.error] : S.deposit)}
        </Button>
      </div>
    </div>
  )
}
