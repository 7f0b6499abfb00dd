// <ActionsSimulation>: the create page shows it before submitting, the proposal page before a
// vote (issue 16 "Beyond the reference"). Known tokens are the user's lists (active and inactive),
// UNI and the chain's native coin.
import { useMemo } from 'react'
import { type Address, getAddress } from 'viem'
import type { ChainInfo } from '../../../../chain/chains'
import { extractRevertReason } from '../../../../chain/revertReasons'
import { useChainTokens } from '../../../tokens'
import { ActionsSimulationView, type KnownToken } from '../components/ActionsSimulationView'
import { useActionsSimulation } from '../hooks/useActionsSimulation'
import { type BalanceChange, NATIVE, type ProposalAction } from '../types'
import '../simulate.css'
import { uniProtocolOf } from '../../../../chain/uniProtocol'

export interface ActionsSimulationProps {
  chain: ChainInfo
  timelock: Address
  actions: readonly ProposalAction[]
}

function useKnownTokens(
  chain: ChainInfo,
): (token: BalanceChange['token']) => KnownToken | undefined {
  const { active, inactive } = useChainTokens(chain.id)
  return useMemo(() => {
    const byAddress = new Map<string, KnownToken>()
    for (const t of [...inactive, ...active]) byAddress.set(t.address.toLowerCase(), t)
    const uni = uniProtocolOf(chain)?.uni
    if (uni) byAddress.set(uni.address.toLowerCase(), uni)
    const native = { symbol: chain.nativeCurrency.symbol, decimals: chain.nativeCurrency.decimals }
    return (token) => (token === NATIVE ? native : byAddress.get(getAddress(token).toLowerCase()))
  }, [active, inactive, chain])
}

export function ActionsSimulation({ chain, timelock, actions }: ActionsSimulationProps) {
  const query = useActionsSimulation(chain, timelock, actions)
  const tokenOf = useKnownTokens(chain)
  return (
    <ActionsSimulationView
      actions={actions}
      timelock={timelock}
      result={query.data}
      loading={query.isFetching}
      error={query.error ? (extractRevertReason(query.error) ?? String(query.error)) : undefined}
      tokenOf={tokenOf}
      onRetry={() => void query.refetch()}
    />
  )
}
