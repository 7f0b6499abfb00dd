// Liquidity mining exists where the chain has the UNI protocol's reward pools and v2 liquidity
// (mainnet; the devnet L1 stands for it): elsewhere the page says so, on Layer 2 that it is a
// Layer-1 feature (spec 02 §1 'v2 is not available on Layer 2'), like modules/liquidity-v2's gate.
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import type { ChainInfo } from '../../../chain/chains'
import type { UniProtocol, V2Liquidity } from '../../../chain/contracts'
import { uniProtocolOf } from '../../../chain/uniProtocol'
import { PlaceholderCard } from '../../../ui'
import { useActiveChain } from '../../network'
import { MINING_STRINGS as S } from '../strings'

export interface MiningGateProps {
  title: string
  children: (chain: ChainInfo, uni: UniProtocol, v2: V2Liquidity) => ReactNode
}

export function MiningGate({ title, children }: MiningGateProps) {
  const { _ } = useLingui()
  const chain = useActiveChain()
  const uni = uniProtocolOf(chain)
  const v2 = chain.v2Liquidity
  if (uni && v2) return <>{children(chain, uni, v2)}</>
  return (
    <PlaceholderCard
      title={title}
      description={_(chain.networkType === 'L2' ? S.notOnLayer2 : S.notOnThisChain)}
    />
  )
}
