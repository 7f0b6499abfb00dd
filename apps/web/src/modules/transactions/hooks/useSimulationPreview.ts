// Issue 35 for a flow with its own confirm dialog (the swap): the simulated outcome of the send
// begun at `since` (simulationSeq() taken when it began), ready to show while the wallet is asked.
import { createElement, type ReactNode } from 'react'
import { SimulationPreview } from '../containers/SimulationPreview'
import { useSimulationAfter } from '../state/simulations'

export { simulationSeq } from '../state/simulations'

export function useSimulationPreview(since: number | undefined): ReactNode | undefined {
  const entry = useSimulationAfter(since)
  return entry
    ? createElement(SimulationPreview, { chainId: entry.chainId, simulation: entry.simulation })
    : undefined
}
