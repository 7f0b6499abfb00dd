// Every v2 screen starts here (spec 02 §1 and §6: 'v2 is not available on Layer 2'): on a chain
// without v2 liquidity (ChainInfo.v2Liquidity is chain-table data, absent on Layer 2) the screen
// shows why instead of its form; otherwise it renders with the chain's v2 contracts.
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import type { ChainInfo } from '../../../chain/chains'
import type { V2Liquidity } from '../../../chain/contracts'
import { PlaceholderCard } from '../../../ui'
import { useActiveChain } from '../../network'
import { LIQUIDITY_V2_STRINGS as S } from '../strings'

export interface V2LiquidityGateProps {
  /** The screen's heading, kept when the message replaces the form. */
  title: string
  children: (v2: V2Liquidity, chain: ChainInfo) => ReactNode
}

export function V2LiquidityGate({ title, children }: V2LiquidityGateProps) {
  const { _ } = useLingui()
  const chain = useActiveChain()
  const v2 = chain.v2Liquidity
  if (v2) return <>{children(v2, chain)}</>
  return (
    <PlaceholderCard
      title={title}
      description={_(chain.networkType === 'L2' ? S.notOnLayer2 : S.notOnThisChain)}
    />
  )
}
