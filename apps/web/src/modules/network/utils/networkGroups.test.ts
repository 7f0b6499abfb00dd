import { describe, expect, it } from 'vitest'
import type { ChainInfo } from '../../../chain/chains'
import { groupNetworks, matchesNetwork } from './networkGroups'

const chain = (id: number, label: string, kind: 'local' | 'main' | 'test', symbol = 'ETH') =>
  ({
    id,
    label,
    isLocal: kind === 'local',
    isTestnet: kind !== 'main',
    nativeCurrency: { name: symbol, symbol, decimals: 18 },
  }) as ChainInfo

const CHAINS = [
  chain(31337, 'Local L1', 'local'),
  chain(1, 'Ethereum', 'main'),
  chain(8453, 'Base', 'main'),
  chain(137, 'Polygon', 'main', 'POL'),
  chain(84532, 'Base Sepolia', 'test'),
]

describe('groupNetworks', () => {
  it('puts local chains first, then main networks, then testnets, in table order', () => {
    expect(groupNetworks(CHAINS, '').map((g) => [g.kind, g.chains.map((c) => c.id)])).toEqual([
      ['local', [31337]],
      ['main', [1, 8453, 137]],
      ['test', [84532]],
    ])
  })

  it('keeps only the chains whose name holds the query, case-insensitively, and drops empty groups', () => {
    expect(groupNetworks(CHAINS, ' bAsE ').map((g) => [g.kind, g.chains.map((c) => c.id)])).toEqual(
      [
        ['main', [8453]],
        ['test', [84532]],
      ],
    )
    expect(groupNetworks(CHAINS, 'solana')).toEqual([])
  })

  it('finds a chain by its native coin’s symbol or its chain id', () => {
    expect(matchesNetwork(CHAINS[3] as ChainInfo, 'pol')).toBe(true)
    expect(matchesNetwork(CHAINS[2] as ChainInfo, '8453')).toBe(true)
    expect(matchesNetwork(CHAINS[2] as ChainInfo, '845')).toBe(false)
  })
})
