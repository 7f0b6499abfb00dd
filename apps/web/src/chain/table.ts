import type { ChainInfo } from './chains'

/** The chain table the running app uses: public chains plus the devnet's local chains. */
export interface ChainTable {
  readonly all: readonly ChainInfo[]
  /** Chains offered in the header's network selector, local chains first. */
  readonly selectable: readonly ChainInfo[]
  get(chainId: number | undefined): ChainInfo | undefined
}

export function createChainTable(
  publicChains: readonly ChainInfo[],
  local: readonly ChainInfo[],
): ChainTable {
  const localIds = new Set(local.map((c) => c.id))
  // A local chain started under a public id (`--chain-id 1`) replaces that public row.
  const all = [...local, ...publicChains.filter((c) => !localIds.has(c.id))]
  const byId = new Map(all.map((c) => [c.id, c]))
  return {
    all,
    selectable: all.filter((c) => c.inSelector),
    get: (chainId) => (chainId === undefined ? undefined : byId.get(chainId)),
  }
}
