// The /pool screen (spec 02 §2 Pools Overview): the account's v3 positions with badges and fees,
// the hide-closed toggle (remembered), 'New Position', the More menu, the connect prompt, the
// empty text and two help cards. Loads in the liquidity chunk only.
import { useLingui } from '@lingui/react'
import { useEffect } from 'react'
import { Link } from 'wouter'
import { PlusIcon } from '../../../../ui'
import { useOpenModal } from '../../../application'
import { listableV4 } from '../../../liquidity'
import { useActiveChain } from '../../../network'
import { useWallet } from '../../../wallet'
import { HelpCards } from '../components/HelpCards'
import { MoreMenu } from '../components/MoreMenu'
import { ConnectPrompt } from '../components/PositionsState'
import { persistHideClosed } from '../state/hideClosed'
import { POSITIONS_STRINGS as S } from '../strings'
import { PositionsList } from './PositionsList'
import '../positions.css'

export function PoolsOverview() {
  const { _ } = useLingui()
  const wallet = useWallet()
  const chain = useActiveChain()
  const openWallet = useOpenModal('wallet')
  useEffect(persistHideClosed, [])
  const account = wallet.status === 'connected' ? wallet.address : undefined
  return (
    <div className="positions-page">
      <div className="positions-page__top">
        <h1 className="positions-page__title">{_(S.title)}</h1>
        <div className="positions-page__actions">
          <MoreMenu />
          <Link to="/add/ETH" className="positions-page__new" data-testid="new-position">
            <PlusIcon size={16} />
            {_(S.newPosition)}
          </Link>
        </div>
      </div>
      <section className="card positions-card" aria-labelledby="positions-heading">
        {account ? (
          <>
            <PositionsList account={account} chain={chain} />
            {chain.contracts?.v4 && !listableV4(chain) && (
              <p className="positions-card__note" data-testid="v4-not-listed">
                {_({ ...S.v4NotListed, values: { chain: chain.label } })}
              </p>
            )}
          </>
        ) : (
          <>
            <h2 id="positions-heading" className="visually-hidden">
              {_(S.title)}
            </h2>
            <ConnectPrompt onConnect={openWallet} />
          </>
        )}
      </section>
      <HelpCards />
    </div>
  )
}
