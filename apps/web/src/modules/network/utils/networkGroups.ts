// The network menu's sections (issue 33): with twenty chains it groups and filters them. Local
// replica chains first (no heading: each row has its "Local" tag), then the main networks, then
// the testnets, each in the table's order.
import type { ChainInfo } from '../../../chain/chains'

export type NetworkGroupKind = 'local' | 'main' | 'test'

export interface NetworkGroup {
  kind: NetworkGroupKind
  chains: readonly ChainInfo[]
}

/** Whether a chain answers what was typed: its name, its native coin's symbol, or its id. */
export function matchesNetwork(chain: ChainInfo, query: string): boolean {
  const q = query.trim().toLowerCase()
  if (!q) return true
  return (
    chain.label.toLowerCase().includes(q) ||
    chain.nativeCurrency.symbol.toLowerCase() === q ||
    String(chain.id) === q
  )
}

/** The chains that match `query`, in their sections; empty sections are left out. */
export function groupNetworks(chains: readonly ChainInfo[], query: string): NetworkGroup[] {
  const shown = chains.filter((c) => matchesNetwork(c, query))
  const kindOf = (c: ChainInfo): NetworkGroupKind =>
    c.isLocal ? 'local' : c.isTestnet ? 'test' : 'main'
  return (['local', 'main', 'test'] as const)
    .map((kind) => ({ kind, chains: shown.filter((c) => kindOf(c) === kind) }))
    .filter((g) => g.chains.length > 0)
}
