// /uni/{currencyIdA}/{currencyIdB} (spec 02 §2 manage view): total deposits, pool rate in UNI per
// week, the account's deposited liquidity and unclaimed UNI (ticking up each second between
// reads, spec 02 §3), Deposit, Withdraw and Claim; the step-1 banner to the pair's v2 add
// screen when the account has neither a deposit nor liquidity tokens.
import { useLingui } from '@lingui/react'
import { useState } from 'react'
import { Link } from 'wouter'
import type { ChainInfo } from '../../../chain/chains'
import type { UniProtocol, V2Liquidity } from '../../../chain/contracts'
import { useFormatAmount } from '../../../lib/format'
import { Button, Card, DoubleTokenLogo, PlaceholderCard, Spinner } from '../../../ui'
import { useOpenModal } from '../../application'
import { useLogoUrls } from '../../tokens'
import { useWallet } from '../../wallet'
import { Countdown } from '../components/Countdown'
import { LP_DECIMALS, MINING_DIGITS, MINING_EXACT_DIGITS } from '../constants'
import { type MiningPool, useMiningPools } from '../hooks/useMiningPools'
import { MINING_STRINGS as S } from '../strings'
import { earnedAt, weeklyRate } from '../utils/rewards'
import { findPoolIndex, pooledAmounts } from '../utils/stakingInfo'
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

type Modal = 'deposit' | 'withdraw' | 'claim' | null

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
  const { _ } = useLingui()
  const fmt = useFormatAmount()
  const logos = useLogoUrls(chain)
  const wallet = useWallet()
  const connect = useOpenModal('wallet')
  const account = wallet.status === 'connected' ? wallet.address : undefined
  const [modal, setModal] = useState<Modal>(null)
  const { info, currencies } = pool
  const [a, b] = currencies
  const names = { symbolA: a.symbol, symbolB: b.symbol }
  const uniDecimals = uni.uni.decimals
  const earned = earnedAt(info.earnedAmount, info.rewardRate, info.readAt, now, info.periodFinish)
  const lp = (raw: bigint, digits = MINING_DIGITS) =>
    _({ ...S.lpAmount, values: { amount: fmt.tokenAmount(raw, LP_DECIMALS, digits) } })
  const pooled = (raw: bigint) => {
    const [x, y] = pooledAmounts(info, raw)
    return _({
      ...S.pooled,
      values: {
        amountA: fmt.tokenAmount(x, info.tokens[0].decimals, MINING_DIGITS),
        symbolA: a.symbol,
        amountB: fmt.tokenAmount(y, info.tokens[1].decimals, MINING_DIGITS),
        symbolB: b.symbol,
      },
    })
  }
  const rate = (raw: bigint) =>
    _({
      ...S.perWeek,
      values: { amount: fmt.tokenAmount(weeklyRate(raw), uniDecimals, MINING_DIGITS) },
    })
  const showStep1 = account !== undefined && info.stakedAmount === 0n && info.unstakedAmount === 0n

  return (
    <>
      <div className="mining-manage__pair">
        <DoubleTokenLogo
          size={28}
          tokens={[
            { srcs: logos(a.address), symbol: a.symbol, seed: a.address },
            { srcs: logos(b.address), symbol: b.symbol, seed: b.address },
          ]}
        />
        <h2 className="mining-manage__heading" data-testid="mining-manage-pair">
          {_({ ...S.manageHeading, values: names })}
        </h2>
      </div>
      <Countdown now={now} begin={info.genesis} periodFinish={info.periodFinish} />
      <div className="mining-manage__stats">
        <Card variant="inset" className="mining-stat">
          <span className="mining-stat__label">{_(S.totalDeposits)}</span>
          <span
            className="mining-stat__value"
            data-testid="mining-total-deposits"
            data-raw={info.totalStakedAmount.toString()}
          >
            {lp(info.totalStakedAmount)}
          </span>
          <span className="mining-stat__sub">{pooled(info.totalStakedAmount)}</span>
        </Card>
        <Card variant="inset" className="mining-stat">
          <span className="mining-stat__label">{_(S.poolRate)}</span>
          <span
            className="mining-stat__value"
            data-testid="mining-pool-rate"
            data-raw={weeklyRate(info.totalRewardRate).toString()}
          >
            {rate(info.totalRewardRate)}
          </span>
        </Card>
      </div>
      {showStep1 && (
        <Card className="mining-step1" data-testid="mining-step1">
          <h3 className="mining-step1__title">{_(S.step1Title)}</h3>
          <p className="mining-step1__text">{_({ ...S.step1Text, values: names })}</p>
          {/* spec 02 §2 links to /add/{A}/{B}: in the reference that was the v2 add screen, and
              UNI-V2 tokens come only from a v2 deposit, so the link goes to this app's v2 add. */}
          <Link
            to={`/add/v2/${a.id}/${b.id}`}
            className="mining-link mining-link--primary"
            data-testid="mining-step1-link"
          >
            {_({ ...S.step1Link, values: names })}
          </Link>
        </Card>
      )}
      <Card className="mining-mine" data-testid="mining-yours">
        <div className="mining-mine__row">
          <span className="mining-stat__label">{_(S.yourDeposits)}</span>
          <span
            className="mining-mine__value"
            data-testid="mining-staked"
            data-raw={info.stakedAmount.toString()}
          >
            {lp(info.stakedAmount, MINING_EXACT_DIGITS)}
          </span>
          <span className="mining-stat__sub">{pooled(info.stakedAmount)}</span>
        </div>
        <div className="mining-mine__row">
          <span className="mining-stat__label">{_(S.yourUnclaimed)}</span>
          <span
            className="mining-mine__value"
            data-testid="mining-earned"
            data-raw={earned.toString()}
          >
            {_({
              ...S.uniAmount,
              values: { amount: fmt.tokenAmount(earned, uniDecimals, MINING_EXACT_DIGITS) },
            })}
          </span>
          {info.rewardRate > 0n && (
            <span className="mining-stat__sub" data-testid="mining-your-rate">
              {rate(info.rewardRate)}
            </span>
          )}
        </div>
        <p
          className="mining-mine__available"
          data-testid="mining-unstaked"
          data-raw={info.unstakedAmount.toString()}
        >
          {_({
            ...S.available,
            values: {
              amount: fmt.tokenAmount(info.unstakedAmount, LP_DECIMALS, MINING_EXACT_DIGITS),
            },
          })}
        </p>
      </Card>
      <div className="mining-manage__actions">
        {account === undefined ? (
          <Button block size="large" onClick={connect} testId="mining-connect">
            {_(S.connectWallet)}
          </Button>
        ) : (
          <>
            <Button
              size="large"
              onClick={() => setModal('deposit')}
              disabled={!info.active && info.periodFinish !== 0}
              testId="mining-deposit"
            >
              {_(S.deposit)}
            </Button>
            <Button
              size="large"
              variant="secondary"
              onClick={() => setModal('withdraw')}
              testId="mining-withdraw"
            >
              {_(S.withdraw)}
            </Button>
            <Button
              size="large"
              variant="secondary"
              onClick={() => setModal('claim')}
              testId="mining-claim"
            >
              {_(S.claim)}
            </Button>
          </>
        )}
      </div>
      <DepositModal
        isOpen={modal === 'deposit'}
        onDismiss={() => setModal(null)}
        chain={chain}
        account={account}
        info={info}
        currencies={currencies}
        logos={logos}
        uniDecimals={uniDecimals}
      />
      {(modal === 'withdraw' || modal === 'claim') && (
        <RewardsActionModal
          kind={modal}
          isOpen
          onDismiss={() => setModal(null)}
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
