// spec 02 §2 manage view's Withdraw and Claim; §4 the claim and withdraw dialogs (input,
// pending, 'Transaction Submitted'; cancelling or an error returns to input); §5 Claim shows
// 'Connect Wallet' / 'Enter an amount', Withdraw 'Connect a wallet' / 'Enter an amount'; §7
// Withdraw = exit (300000 gas), Claim = getReward (350000 gas).
import { useLingui } from '@lingui/react'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import { useFormatAmount } from '../../../lib/format'
import { Button, Modal, TransactionDialogContent } from '../../../ui'
import { dialogState } from '../../transactions'
import { LP_DECIMALS, MINING_EXACT_DIGITS } from '../constants'
import { useMiningTx } from '../hooks/useMiningTx'
import { MINING_STRINGS as S } from '../strings'
import { claimError, withdrawError } from '../utils/depositError'
import { claimCall, exitCall } from '../utils/miningCalls'
import type { PoolCurrency } from '../utils/poolCurrencies'
import type { StakingInfo } from '../utils/stakingInfo'

export interface RewardsActionModalProps {
  kind: 'withdraw' | 'claim'
  isOpen: boolean
  onDismiss: () => void
  chain: ChainInfo
  account: Address | undefined
  info: StakingInfo
  currencies: readonly [PoolCurrency, PoolCurrency]
  /** The unclaimed UNI as shown (ticking), raw. */
  earned: bigint
  uniDecimals: number
}

const ERROR_TEXT = {
  connectWallet: S.connectWallet,
  connectAWallet: S.connectAWallet,
  enterAmount: S.enterAmount,
} as const

export function RewardsActionModal(props: RewardsActionModalProps) {
  return props.isOpen ? <RewardsActionDialog {...props} /> : null
}

function RewardsActionDialog({
  kind,
  onDismiss,
  chain,
  account,
  info,
  currencies,
  earned,
  uniDecimals,
}: RewardsActionModalProps) {
  const { _ } = useLingui()
  const fmt = useFormatAmount()
  const tx = useMiningTx(chain, account)
  const connected = account !== undefined
  const error =
    kind === 'claim' ? claimError(connected, earned) : withdrawError(connected, info.stakedAmount)
  const uni = fmt.tokenAmount(earned, uniDecimals, MINING_EXACT_DIGITS)
  const lp = fmt.tokenAmount(info.stakedAmount, LP_DECIMALS, MINING_EXACT_DIGITS)
  const [a, b] = currencies
  const act = () =>
    void tx.run(
      () =>
        kind === 'claim'
          ? claimCall(info.stakingRewardAddress)
          : exitCall(info.stakingRewardAddress),
      kind === 'claim'
        ? { type: 'claim', recipient: account as Address, uniAmountRaw: earned.toString() }
        : {
            type: 'withdrawLiquidityStaking',
            token0Address: a.id,
            token1Address: b.id,
            stakingAddress: info.stakingRewardAddress,
          },
      _(S.txFailed),
    )
  const phase = tx.phase
  const pendingText =
    kind === 'claim'
      ? _({ ...S.claiming, values: { amount: uni } })
      : _({ ...S.withdrawing, values: { amount: lp, uni } })
  return (
    <Modal
      isOpen
      onDismiss={phase.status === 'error' ? tx.reset : onDismiss}
      title={_(kind === 'claim' ? S.claimTitle : S.withdrawTitle)}
    >
      {phase.status === 'closed' ? (
        <div className="mining-modal" data-testid={`mining-${kind}-modal`}>
          <dl className="mining-modal__facts">
            {kind === 'withdraw' && (
              <div>
                <dt>{_(S.depositedLiquidity)}</dt>
                <dd data-testid="mining-withdraw-lp" data-raw={info.stakedAmount.toString()}>
                  {_({ ...S.lpAmount, values: { amount: lp } })}
                </dd>
              </div>
            )}
            <div>
              <dt>{_(S.unclaimedUni)}</dt>
              <dd data-testid={`mining-${kind}-uni`} data-raw={earned.toString()}>
                {_({ ...S.uniAmount, values: { amount: uni } })}
              </dd>
            </div>
          </dl>
          <p className="mining-modal__note">{_(kind === 'claim' ? S.claimNote : S.withdrawNote)}</p>
          <Button
            block
            size="large"
            disabled={error !== null}
            onClick={act}
            testId={`mining-${kind}-submit`}
          >
            {error
              ? _(ERROR_TEXT[error])
              : kind === 'claim'
                ? _({ ...S.claimUni, values: { amount: uni } })
                : _(S.withdrawAndClaim)}
          </Button>
        </div>
      ) : (
        <TransactionDialogContent
          state={dialogState(phase, pendingText)}
          onDismiss={phase.status === 'error' ? tx.reset : onDismiss}
        />
      )}
    </Modal>
  )
}
