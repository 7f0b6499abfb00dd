// Every vote screen starts here (spec 02 §6 'Governance is Layer 1 only'): where the chain table
// has no governance (Layer 2, or an L1 without it) the screen says so instead of its content.
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import type { ReferenceToken } from '../../../chain/contracts'
import { uniProtocolOf } from '../../../chain/uniProtocol'
import { PlaceholderCard } from '../../../ui'
import { useActiveChain } from '../../network'
import { GOVERNANCE_STRINGS as S } from '../strings'

export interface Governance {
  chain: ChainInfo
  uni: ReferenceToken
  /** Newest first; index 0 is the current governor. */
  governors: readonly Address[]
  timelock: Address
}

export function GovernanceGate({ children }: { children: (g: Governance) => ReactNode }) {
  const { _ } = useLingui()
  const chain = useActiveChain()
  const protocol = uniProtocolOf(chain)
  const governance = protocol?.governance
  if (protocol && governance && governance.governors.length > 0)
    return (
      <>
        {children({
          chain,
          uni: protocol.uni,
          governors: governance.governors,
          timelock: governance.timelock,
        })}
      </>
    )
  return (
    <div className="gov-page" data-testid="governance-unavailable">
      <PlaceholderCard
        title={_(S.voteTitle)}
        description={_(chain.networkType === 'L2' ? S.notOnLayer2 : S.notOnThisChain)}
      />
    </div>
  )
}
