// spec 02 §2 "A staking modal opens for deposit"; §4 Deposit: "needs Approve or a signature, then
// Deposit. If the signature request is rejected (code 4001) nothing more happens; any other
// signing failure falls back to a normal approval" (modules/approvals' useApproval does both:
// the pair's liquidity token takes EIP-2612 permits, 1200 s, spec 02 §9); §5 the Deposit
// button shows the amount parser's error and is disabled unless approved or signed; §7 stake /
// stakeWithPermit at 350000 gas; §8 the two 'Please contact support.' guards.
import { useLingui } from '@lingui/react'
import { useState } from 'react'
import { type Address, formatUnits } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import { useFormatAmount } from '../../../lib/format'
import { Modal, TransactionDialogContent } from '../../../ui'
import {
  ApprovalPromptDialog,
  batchApprovalsOf,
  PERMIT_DEADLINE_SECONDS,
  type PermitOptions,
  useApproval,
  useApprovalPrompt,
} from '../../approvals'
import { dialogState, useAtomicBatching } from '../../transactions'
import { DepositForm } from '../components/DepositForm'
import { LP_DECIMALS, MINING_DIGITS, MINING_EXACT_DIGITS } from '../constants'
import { useMiningTx } from '../hooks/useMiningTx'
import { MINING_STRINGS as S } from '../strings'
import { depositAmount } from '../utils/depositError'
import { stakeCall } from '../utils/miningCalls'
import { type PoolCurrency, poolLogos } from '../utils/poolCurrencies'
import { individualRate, weeklyRate } from '../utils/rewards'
import type { StakingInfo } from '../utils/stakingInfo'

/** The liquidity token's EIP-2612 permit ('Uniswap V2', version '1'), spec 02 §3, §9. */
const LP_PERMIT: PermitOptions = { kinds: ['AMOUNT'], deadlineSeconds: PERMIT_DEADLINE_SECONDS }

export interface DepositModalProps {
  isOpen: boolean
  onDismiss: () => void
  chain: ChainInfo
  account: Address | undefined
  info: StakingInfo
  currencies: readonly [PoolCurrency, PoolCurrency]
  logos: (address: string) => string[]
  uniDecimals: number
}

export function DepositModal(props: DepositModalProps) {
  // Mounted only while open: the form starts empty each time.
  return props.isOpen ? <DepositDialog {...props} /> : null
}

function DepositDialog({
  onDismiss,
  chain,
  account,
  info,
  currencies,
  logos,
  uniDecimals,
}: DepositModalProps) {
  const { _ } = useLingui()
  const fmt = useFormatAmount()
  const [typed, setTyped] = useState('')
  const tx = useMiningTx(chain, account)
  const available = info.unstakedAmount
  const { amount, error } = depositAmount(typed, account !== undefined, available)
  const approval = useApproval({
    chain,
    currency: { address: info.pairAddress, symbol: 'UNI-V2' },
    amountRaw: amount,
    spender: info.stakingRewardAddress,
    permit: LP_PERMIT,
  })
  const [approving, setApproving] = useState(false)
  const approved = approval.state === 'APPROVED'
  const signed = approval.signatureState === 'SIGNED'
  // Issue 18: a wallet that batches atomically (EIP-5792) approves inside the deposit's batch
  // (spec 02 §6's bundling): no Approve step (hidden for such a wallet from the start, so the
  // buttons do not jump as the amount is typed), one prompt for [approve, stake].
  const batching = useAtomicBatching(chain.id)
  const batched = approval.batchApproval !== undefined
  const allowed = approved || signed || batched
  const [a, b] = currencies
  const done = approved || signed
  const lpText = (raw: bigint, digits: number) => fmt.tokenAmount(raw, LP_DECIMALS, digits)

  // Issue 35: the approval's simulated outcome shows in this modal while the wallet is asked.
  const approvalPrompt = useApprovalPrompt()
  const approve = () => {
    setApproving(true)
    approvalPrompt.run('UNI-V2', approval.approve).then(
      () => setApproving(false),
      (e: unknown) => {
        console.error('Approval failed', e)
        setApproving(false)
      },
    )
  }
  const deposit = () => {
    if (amount === undefined) return
    if (!allowed) {
      // spec 02 §8; the button is disabled then, so this is never reached through it.
      console.error('Attempting to confirm without approval or a signature.')
      tx.fail(_(S.confirmWithoutApproval))
      return
    }
    void tx.run(
      () =>
        stakeCall({
          stakingAddress: info.stakingRewardAddress,
          amount,
          approved: approved || batched,
          signature: approval.signatureData,
        }),
      {
        type: 'depositLiquidityStaking',
        token0Address: a.id,
        token1Address: b.id,
        amountRaw: amount.toString(),
        stakingAddress: info.stakingRewardAddress,
      },
      _(S.txFailed),
      batchApprovalsOf(approval),
    )
  }

  // What the account would earn per week with this deposit added (while the pool is active).
  const weekly =
    amount !== undefined && error === null && info.active
      ? weeklyRate(
          individualRate(
            info.totalRewardRate,
            info.stakedAmount + amount,
            info.totalStakedAmount + amount,
          ),
        )
      : undefined

  const phase = tx.phase
  const dismiss = phase.status === 'error' ? tx.reset : onDismiss
  return (
    <Modal
      isOpen
      onDismiss={phase.status === 'closed' || phase.status === 'submitted' ? onDismiss : dismiss}
      title={_(S.depositTitle)}
    >
      {phase.status === 'closed' && approvalPrompt.prompt ? (
        <ApprovalPromptDialog
          inline
          prompt={approvalPrompt.prompt}
          onDismiss={approvalPrompt.dismiss}
        />
      ) : phase.status === 'closed' ? (
        <DepositForm
          typed={typed}
          onUserInput={setTyped}
          balance={account ? lpText(available, MINING_EXACT_DIGITS) : undefined}
          onMax={
            account && available > 0n
              ? () => setTyped(formatUnits(available, LP_DECIMALS))
              : undefined
          }
          logos={poolLogos(currencies, logos)}
          weekly={
            weekly === undefined ? undefined : fmt.tokenAmount(weekly, uniDecimals, MINING_DIGITS)
          }
          approve={
            batching
              ? undefined
              : {
                  state: done ? 'approved' : approving ? 'approving' : 'approve',
                  disabled: error !== null || done || approval.state === 'UNKNOWN',
                  loading: approving || approval.state === 'PENDING',
                }
          }
          onApprove={approve}
          error={error}
          allowed={allowed}
          onDeposit={deposit}
        />
      ) : (
        <TransactionDialogContent
          state={dialogState(
            phase,
            _({ ...S.depositing, values: { amount: lpText(amount ?? 0n, MINING_EXACT_DIGITS) } }),
          )}
          onDismiss={dismiss}
        />
      )}
    </Modal>
  )
}
