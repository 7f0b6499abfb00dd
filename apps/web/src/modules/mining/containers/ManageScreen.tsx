// /uni/{currencyIdA}/{currencyIdB} (spec 02 §2 manage view): total deposits, pool rate in UNI per
// week, the account's deposited liquidity and unclaimed UNI (ticking up each second between
// reads, spec 02 §3), Deposit, Withdraw and Claim; the step-1 banner to the pair's v2 add
// screen when the account has neither a deposit nor liquidity tokens.
// The container: the pools' reads, the account, which dialog is open; components/ draw the view.
import { useLingui } from '@lingui/react'
import { useState } from 'react'
import { Link } from 'wouter'
import type { ChainInfo } from '../../../chain/chains'
import type { UniProtocol, V2Liquidity } from '../../../chain/contracts'
import { Card, PlaceholderCard, Spinner } from '../../../ui'
import { useOpenModal } from '../../application'
import { useLogoUrls } from '../../tokens'
import { useWallet } from '../../wallet'
import { ManageActions, type ManageDialog } from '../components/ManageActions'
import { ManageStats } from '../components/ManageStats'
import { Step1Banner } from '../components/Step1Banner'
import { YourDeposits } from '../components/YourDeposits'
import { MINING_EXACT_DIGITS } from '../constants'
import { type MiningPool, useMiningPools } from '../hooks/useMiningPools'
import { useMiningTexts } from '../hooks/useMiningTexts'
import { MINING_STRINGS as S } from '../strings'
import { poolLogos } from '../utils/poolCurrencies'
import { earnedAt, weeklyRate } from '../utils/rewards'
import { findPoolIndex } from '../utils/stakingInfo'
import { DepositModal } from './DepositModal'
import { MiningGate } from './MiningGate'
import { RewardsActionModal } from './RewardsActionModal'
import '../mining.css'

export interface ManageScreenProps {
  currencyIdA: string | undefined
  currencyIdB: string | undefined
}

export function ManageScreen({ currencyIdA, currencyIdB }: ManageScreenProps) {
  const { _ } = useLingui()
  return (
    <MiningGate title={_(S.manageTitle)}>
      {(chain, uni, v2) => {
        const index = findPoolIndex(
          uni.stakingRewards,
          currencyIdA,
          currencyIdB,
          chain.wrappedNative?.address,
        )
        return index < 0 ? (
          <PlaceholderCard
            title={_(S.manageTitle)}
            description={_(S.unknownPool)}
            action={
              <Link to="/uni" className="mining-link" data-testid="mining-back">
                {_(S.backToPools)}
              </Link>
            }
          />
        ) : (
          <ManagePool chain={chain} uni={uni} v2={v2} index={index} />
        )
      }}
    </MiningGate>
  )
}

function ManagePool({
  chain,
  uni,
  v2,
  index,
}: {
  chain: ChainInfo
  uni: UniProtocol
  v2: V2Liquidity
  index: number
}) {
  const { _ } = useLingui()
  const { pools, now, error } = useMiningPools(chain, uni, v2)
  const pool = pools?.[index]
  return (
    <div className="mining-page">
      <h1 className="mining-page__title">{_(S.manageTitle)}</h1>
      {pool ? (
        <ManageView chain={chain} uni={uni} pool={pool} now={now} />
      ) : (
        <Card className="mining-pools__status" data-testid="mining-loading">
          {error || pools !== undefined ? (
            _(S.readFailed)
          ) : (
            <Spinner size={24} label={_(S.loading)} />
          )}
        </Card>
      )}
    </div>
  )
}

function ManageView({
  chain,
  uni,
  pool,
  now,
}: {
  chain: ChainInfo
  uni: UniProtocol
  pool: MiningPool
  now: number
}) {
  const logos = useLogoUrls(chain)
  const wallet = useWallet()
  const connect = useOpenModal('wallet')
  const account = wallet.status === 'connected' ? wallet.address : undefined
  const [dialog, setDialog] = useState<ManageDialog | null>(null)
  const { info, currencies } = pool
  const uniDecimals = uni.uni.decimals
  const text = useMiningTexts(info, currencies, uniDecimals)
  const earned = earnedAt(info.earnedAmount, info.rewardRate, info.readAt, now, info.periodFinish)
  const showStep1 = account !== undefined && info.stakedAmount === 0n && info.unstakedAmount === 0n
  const close = () => setDialog(null)

  return (
    <>
      <ManageStats
        currencies={currencies}
        logos={poolLogos(currencies, logos)}
        now={now}
        genesis={info.genesis}
        periodFinish={info.periodFinish}
        totalDeposits={{
          raw: info.totalStakedAmount,
          text: text.lp(info.totalStakedAmount),
          pooled: text.pooled(info.totalStakedAmount),
        }}
        poolRate={{ raw: weeklyRate(info.totalRewardRate), text: text.rate(info.totalRewardRate) }}
      />
      {showStep1 && <Step1Banner currencies={currencies} />}
      <YourDeposits
        staked={{
          raw: info.stakedAmount,
          text: text.lp(info.stakedAmount, MINING_EXACT_DIGITS),
          pooled: text.pooled(info.stakedAmount),
        }}
        earned={{ raw: earned, text: text.uni(earned, MINING_EXACT_DIGITS) }}
        rate={info.rewardRate > 0n ? text.rate(info.rewardRate) : undefined}
        unstaked={{
          raw: info.unstakedAmount,
          text: text.lpNumber(info.unstakedAmount, MINING_EXACT_DIGITS),
        }}
      />
      <ManageActions
        connected={account !== undefined}
        canDeposit={info.active || info.periodFinish === 0}
        onConnect={connect}
        onOpen={setDialog}
      />
      <DepositModal
        isOpen={dialog === 'deposit'}
        onDismiss={close}
        chain={chain}
        account={account}
        info={info}
        currencies={currencies}
        logos={logos}
        uniDecimals={uniDecimals}
      />
      {(dialog === 'withdraw' || dialog === 'claim') && (
        <RewardsActionModal
          kind={dialog}
          isOpen
          onDismiss={close}
          chain={chain}
          account={account}
          info={info}
          currencies={currencies}
          earned={earned}
          uniDecimals={uniDecimals}
        />
      )}
    </>
  )
}
