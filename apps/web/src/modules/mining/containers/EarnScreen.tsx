// /uni (spec 02 §2 Liquidity mining page): the banner, 'Participating pools' with each pool's
// card (countdown, total deposits, pool rate, Deposit and Manage), 'No active pools' when there
// is none to show.
import { useLingui } from '@lingui/react'
import { useState } from 'react'
import type { ChainInfo } from '../../../chain/chains'
import type { UniProtocol, V2Liquidity } from '../../../chain/contracts'
import { Card, Spinner } from '../../../ui'
import { useOpenModal } from '../../application'
import { useLogoUrls } from '../../tokens'
import { useWallet } from '../../wallet'
import { PoolCard } from '../components/PoolCard'
import { useMiningPools } from '../hooks/useMiningPools'
import { MINING_STRINGS as S } from '../strings'
import { DepositModal } from './DepositModal'
import { MiningGate } from './MiningGate'
import '../mining.css'

export function EarnScreen() {
  const { _ } = useLingui()
  return (
    <MiningGate title={_(S.title)}>
      {(chain, uni, v2) => <EarnPools chain={chain} uni={uni} v2={v2} />}
    </MiningGate>
  )
}

export interface MiningScreenProps {
  chain: ChainInfo
  uni: UniProtocol
  v2: V2Liquidity
}

function EarnPools({ chain, uni, v2 }: MiningScreenProps) {
  const { _ } = useLingui()
  const { pools, now, error } = useMiningPools(chain, uni, v2)
  const logos = useLogoUrls(chain)
  const wallet = useWallet()
  const connect = useOpenModal('wallet')
  const account = wallet.status === 'connected' ? wallet.address : undefined
  const [depositing, setDepositing] = useState<string | null>(null)
  const shown = pools?.filter((p) => p !== undefined) ?? []
  const open = shown.find((p) => p.info.stakingRewardAddress === depositing)
  return (
    <div className="mining-page">
      <h1 className="mining-page__title">{_(S.title)}</h1>
      <Card className="mining-banner" data-testid="mining-banner">
        <h2 className="mining-banner__title">{_(S.bannerTitle)}</h2>
        <p className="mining-banner__text">{_(S.bannerText)}</p>
      </Card>
      <section className="mining-pools" aria-labelledby="mining-pools-heading">
        <h2 id="mining-pools-heading" className="mining-pools__heading">
          {_(S.participatingPools)}
        </h2>
        {pools === undefined ? (
          <p className="mining-pools__status" data-testid="mining-loading">
            {error ? _(S.readFailed) : <Spinner size={24} label={_(S.loading)} />}
          </p>
        ) : shown.length === 0 ? (
          <p className="mining-pools__status" data-testid="mining-no-pools">
            {_(S.noActivePools)}
          </p>
        ) : (
          <div className="mining-pools__cards">
            {shown.map((p) => (
              <PoolCard
                key={p.info.stakingRewardAddress}
                info={p.info}
                currencies={p.currencies}
                logos={logos}
                uniDecimals={uni.uni.decimals}
                now={now}
                onDeposit={
                  p.info.active || p.info.periodFinish === 0
                    ? account
                      ? () => setDepositing(p.info.stakingRewardAddress)
                      : connect
                    : undefined
                }
              />
            ))}
          </div>
        )}
      </section>
      {open && (
        <DepositModal
          isOpen
          onDismiss={() => setDepositing(null)}
          chain={chain}
          account={account}
          info={open.info}
          currencies={open.currencies}
          logos={logos}
          uniDecimals={uni.uni.decimals}
        />
      )}
    </div>
  )
}
