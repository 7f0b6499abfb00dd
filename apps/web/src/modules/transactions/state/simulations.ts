// The last write simulated before its wallet request (actions/simulateWrite), for the dialog that
// waits on that request (hooks/useTransactionDialog): every flow's "Waiting for confirmation"
// then shows what the transaction will do without each flow passing it along. `seq` orders the
// entries, so a dialog shows only a simulation made after it opened.
import { create } from 'zustand'
import type { WriteSimulation } from '../actions/simulateWrite'

export interface SimulationEntry {
  seq: number
  chainId: number | undefined
  simulation: WriteSimulation
}

interface SimulationsState {
  latest: SimulationEntry | undefined
  seq: number
}

export const useSimulationsStore = create<SimulationsState>()(() => ({ latest: undefined, seq: 0 }))

export function publishSimulation(entry: Omit<SimulationEntry, 'seq'>): void {
  useSimulationsStore.setState((s) => ({ seq: s.seq + 1, latest: { ...entry, seq: s.seq + 1 } }))
}

/** The sequence number now: a dialog opening takes it and shows only later entries. */
export const simulationSeq = (): number => useSimulationsStore.getState().seq

/** The latest simulation made after `since`; undefined before one arrives. */
export function useSimulationAfter(since: number | undefined): SimulationEntry | undefined {
  return useSimulationsStore((s) =>
    since !== undefined && s.latest && s.latest.seq > since ? s.latest : undefined,
  )
}
