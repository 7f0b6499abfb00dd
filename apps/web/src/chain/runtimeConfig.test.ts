import { afterEach, describe, expect, it, vi } from 'vitest'
import { devnetChainsOf, loadRuntimeConfig } from './runtimeConfig'

const ADDRESS = '0x0000000000000000000000000000000000000001'
const contracts = Object.fromEntries(
  ['weth9', 'v2Factory', 'v2Router02', 'v3Factory', 'swapRouter02', 'quoterV2', 'multicall3'].map(
    (k) => [k, ADDRESS],
  ),
)
const chain = (chainId: number, rpcUrl: string) => ({
  chainId,
  name: `chain ${chainId}`,
  family: 'ethereum',
  layer: 1,
  rpcUrl,
  contracts,
  tokens: [],
  v2Pairs: [],
  v3Pools: [],
})

function serveManifest(manifest: unknown): void {
  vi.stubGlobal('fetch', async () => Response.json(manifest))
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('loadRuntimeConfig with a mainnet replica (issue 17)', () => {
  const replicaManifest = {
    version: 1,
    chains: [chain(1, 'http://127.0.0.1:8545')],
    tokenListUrls: ['http://127.0.0.1:8547/tokenlist.json'],
    explorerUrl: 'http://127.0.0.1:8547/explorer',
    accounts: [],
    replica: {
      network: 'mainnet',
      chainId: 1,
      tokenListAliases: { 'https://tokens.uniswap.org': 'http://127.0.0.1:8547/tokenlist.json' },
      contracts: {},
      pricesUsd: {},
    },
  }

  it('keeps the production Ethereum row and points only its RPC at the replica', async () => {
    serveManifest(replicaManifest)
    const config = await loadRuntimeConfig('http://127.0.0.1:8547', {
      VITE_RPC_URL_1: 'https://mainnet.example',
    })
    const ethereum = config.chains.get(1)
    expect(ethereum?.label).toBe('Ethereum')
    expect(ethereum?.isLocal).toBe(false)
    expect(ethereum?.defaultListUrls).toContain('https://tokens.uniswap.org')
    expect(ethereum?.rpcUrls).toEqual(['http://127.0.0.1:8545'])
    expect(config.chains.all.filter((c) => c.isLocal)).toEqual([])
    expect(config.defaultChainId).toBe(1)
    expect(config.replica).toEqual({
      network: 'mainnet',
      chainId: 1,
      tokenListAliases: replicaManifest.replica.tokenListAliases,
    })
    expect(devnetChainsOf(config).map((c) => c.id)).toEqual([1])
  })

  it('a devnet without a replica has none, and its local rows are the devnet chains', async () => {
    serveManifest({ ...replicaManifest, chains: [chain(31337, 'http://x:1')], replica: undefined })
    const config = await loadRuntimeConfig('http://127.0.0.1:8547', {})
    expect(config.replica).toBeNull()
    expect(config.chains.get(1)?.rpcUrls).toEqual([])
    expect(devnetChainsOf(config).map((c) => c.id)).toEqual([31337])
  })
})
