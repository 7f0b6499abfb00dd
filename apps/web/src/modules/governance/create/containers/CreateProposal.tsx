// /vote/create-proposal (spec 02 §2 Governance screens "Create Proposal", §5 Governance, §8; issue
// 16): the actions (target, signature, typed arguments), the title and Markdown description, the
// simulation of the actions as the timelock would run them (issue 16 "Beyond the reference"),
// then propose() — unless the account lacks the governor's threshold of votes or has an active
// or pending proposal (the submit button says which, in the spec's words) — and a link to the
// new proposal once mined. Governance is Layer 1 only (spec 02 §6).
import { useLingui } from '@lingui/react'
import type { Address } from 'viem'
import { Link } from 'wouter'
import type { ChainInfo } from '../../../../chain/chains'
import { PlaceholderCard } from '../../../../ui'
import { useActiveChain } from '../../../network'
import { useWallet } from '../../../wallet'
import { CREATE_PROPOSAL_STRINGS as S } from '../strings'
import { ProposalFormBody } from './ProposalFormBody'
import '../create.css'
import { uniProtocolOf } from '../../../../chain/uniProtocol'

export function CreateProposal() {
  const { _ } = useLingui()
  const chain = useActiveChain()
  const governance = uniProtocolOf(chain)?.governance
  const governor = governance?.governors[0]
  return (
    <div className="gov-create" data-testid="create-proposal">
      <header className="gov-create__header">
        <Link href="/" className="gov-create__back">
          ← {_(S.back)}
        </Link>
        <h1 className="gov-create__title">{_(S.title)}</h1>
      </header>
      {governance && governor ? (
        <CreateProposalForm chain={chain} governor={governor} timelock={governance.timelock} />
      ) : (
        <PlaceholderCard
          title={_(S.title)}
          description={_(chain.networkType === 'L2' ? S.notOnLayer2 : S.notOnThisChain)}
        />
      )}
    </div>
  )
}

function CreateProposalForm(p: { chain: ChainInfo; governor: Address; timelock: Address }) {
  const wallet = useWallet()
  const account = wallet.status === 'connected' ? wallet.address : undefined
  return (
    <ProposalFormBody
      chain={p.chain}
      governor={p.governor}
      timelock={p.timelock}
      account={account}
    />
  )
}
