// spec 02 §2 Governance: the user's voting power (getCurrentVotes), 'Unlock Voting' (delegate to
// self) when the account holds UNI but never delegated, and the delegate modal (address or ENS).
import { useLingui } from '@lingui/react'
import type { Address } from 'viem'
import { shortenAddress, useFormatAmount } from '../../../lib/format'
import { Button, Skeleton, TransactionDialog } from '../../../ui'
import { useModalOpen, useOpenModal, useToggleModal } from '../../application'
import { dialogState } from '../../transactions'
import { delegateCall } from '../common/calls'
import { useGovernanceWrite } from '../hooks/useGovernanceWrite'
import { useVoter } from '../hooks/useVoter'
import { GOVERNANCE_STRINGS as S } from '../strings'
import { DelegateModal } from './DelegateModal'
import type { Governance } from './GovernanceGate'

export function VotingPowerCard({
  gov,
  account,
}: {
  gov: Governance
  account: Address | undefined
}) {
  const { _ } = useLingui()
  const openWallet = useOpenModal('wallet')
  return (
    <section
      className="card gov-power"
      aria-labelledby="gov-power-heading"
      data-testid="voting-power"
    >
      <h2 id="gov-power-heading" className="gov-section-title">
        {_(S.votingPower)}
      </h2>
      {account ? (
        <VoterDetails gov={gov} account={account} />
      ) : (
        <div className="gov-power__connect">
          <p>{_(S.connectToVote)}</p>
          <Button onClick={openWallet} testId="vote-connect">
            {_(S.connectWallet)}
          </Button>
        </div>
      )}
    </section>
  )
}

function VoterDetails({ gov, account }: { gov: Governance; account: Address }) {
  const { _ } = useLingui()
  const f = useFormatAmount()
  const { chain, uni } = gov
  const voter = useVoter(chain, uni.address, account)
  const delegateOpen = useModalOpen('delegate')
  const toggleDelegate = useToggleModal('delegate')
  const { dialog, write, closeDialog } = useGovernanceWrite(chain, account)
  const delegate = (delegatee: Address) => {
    if (delegateOpen) toggleDelegate()
    void write(delegateCall(uni.address, delegatee), { type: 'delegate', delegatee })
  }
  const v = voter.data
  if (!v) return <Skeleton height={72} />
  const self = v.delegate?.toLowerCase() === account.toLowerCase()
  const canUnlock = v.delegate === undefined && v.balance > 0n
  return (
    <div className="gov-power__body">
      <p className="gov-power__votes" data-testid="voting-power-votes">
        {_({ ...S.votes, values: { votes: f.tokenAmount(v.currentVotes, uni.decimals) } })}
      </p>
      <p className="gov-power__meta">
        <span data-testid="uni-balance">
          {_({ ...S.uniBalance, values: { amount: f.tokenAmount(v.balance, uni.decimals) } })}
        </span>
        {v.delegate && (
          <span data-testid="delegated-to">
            {self
              ? _(S.delegatedToSelf)
              : _({ ...S.delegatedTo, values: { delegatee: shortenAddress(v.delegate) } })}
          </span>
        )}
      </p>
      {canUnlock && <p className="gov-power__hint">{_(S.unlockHint)}</p>}
      {v.delegate === undefined && v.balance === 0n && v.currentVotes === 0n && (
        <p className="gov-power__hint">{_(S.noUni)}</p>
      )}
      <div className="gov-power__actions">
        {canUnlock && (
          <Button onClick={() => delegate(account)} testId="unlock-voting">
            {_(S.unlockVoting)}
          </Button>
        )}
        {v.balance > 0n && (
          <Button variant="outline" onClick={toggleDelegate} testId="open-delegate">
            {v.delegate ? _(S.changeDelegate) : _(S.delegate)}
          </Button>
        )}
      </div>
      <DelegateModal
        chain={chain}
        isOpen={delegateOpen}
        onDismiss={toggleDelegate}
        onDelegate={delegate}
      />
      {dialog.status !== 'closed' && (
        <TransactionDialog isOpen onDismiss={closeDialog} state={dialogState(dialog, undefined)} />
      )}
    </div>
  )
}
