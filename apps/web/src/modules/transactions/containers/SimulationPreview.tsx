// The simulated outcome of the write the dialog waits on (issue 35): the tokens named the way
// the pages name them (the chain's lists and custom tokens, its wrapped coin, then the token's
// own ERC-20 read, cached), the spenders by the chain's table of protocol contracts.
import { useQueries } from '@tanstack/react-query'
import { useMemo } from 'react'
import { NATIVE } from '../../../chain/balanceChanges'
import { useChainClients } from '../../../chain/clients'
import { contractName, knownContracts } from '../../../chain/knownContracts'
import { useRuntimeConfig } from '../../../chain/runtimeConfigContext'
import { tokenInfoQueryOptions, useChainTokens } from '../../tokens'
import type { WriteSimulation } from '../actions/simulateWrite'
import { type ShownToken, SimulationView } from '../components/SimulationView'

export interface SimulationPreviewProps {
  chainId: number | undefined
  simulation: WriteSimulation
}

export function SimulationPreview({ chainId, simulation }: SimulationPreviewProps) {
  const chain = useRuntimeConfig().chains.get(chainId)
  const tokens = useChainTokens(chain?.id ?? 0)
  const getClient = useChainClients()
  const effects = simulation.kind === 'simulated' ? simulation.effects : undefined
  const listed = useMemo(() => {
    const byAddress = new Map<string, ShownToken>()
    for (const t of [...tokens.inactive, ...tokens.active])
      byAddress.set(t.address.toLowerCase(), t)
    if (chain?.wrappedNative)
      byAddress.set(chain.wrappedNative.address.toLowerCase(), chain.wrappedNative)
    return byAddress
  }, [chain, tokens])
  const wanted = [
    ...new Set(
      [
        ...(effects?.changes ?? []).map((c) => c.token),
        ...(effects?.approvals ?? []).map((a) => a.token),
      ]
        .filter((t) => t !== NATIVE)
        .map((t) => t.toLowerCase())
        .filter((t) => !listed.has(t)),
    ),
  ]
  const reads = useQueries({
    queries: wanted.map((address) => ({
      ...tokenInfoQueryOptions({ getClient, chainId: chain?.id ?? 0, address }),
      enabled: chain !== undefined,
    })),
  })
  const known = useMemo(() => (chain ? knownContracts(chain) : new Map<string, string>()), [chain])
  const tokenOf = (token: string): ShownToken | undefined => {
    if (token === NATIVE) return chain?.nativeCurrency ?? { symbol: 'ETH', decimals: 18 }
    const lower = token.toLowerCase()
    return listed.get(lower) ?? reads[wanted.indexOf(lower)]?.data ?? undefined
  }
  return (
    <SimulationView
      effects={effects}
      tokenOf={tokenOf}
      contractOf={(address) => contractName(known, address as `0x${string}`)}
      chainLabel={chain?.label ?? String(chainId)}
      permit2={chain?.contracts?.v4?.permit2}
    />
  )
}
