import {
  CHAIN_TO_ADDRESSES_MAP,
  ChainId,
  V2_FACTORY_ADDRESSES,
  V2_ROUTER_ADDRESSES,
  WETH9,
} from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import { PUBLIC_CHAINS as MAIN_CHAINS } from './publicChains'
import { createChainTable } from './table'
import { TESTNET_CHAINS } from './testnets'

const PUBLIC_CHAINS = [...MAIN_CHAINS, ...TESTNET_CHAINS]
const TESTNETS = [ChainId.SEPOLIA, ChainId.OPTIMISM_SEPOLIA, ChainId.ARBITRUM_SEPOLIA]
const byId = (id: number) => {
  const chain = PUBLIC_CHAINS.find((c) => c.id === id)
  if (!chain) throw new Error(`no chain ${id}`)
  return chain
}

describe('the public chain table (issue 17)', () => {
  it('offers none of the retired testnets of spec 01 §9', () => {
    // Ropsten, Rinkeby, Görli, Kovan, Optimistic Kovan, Polygon Mumbai, Arbitrum Rinkeby.
    for (const id of [3, 4, 5, 42, 69, 80001, 421611]) {
      expect(PUBLIC_CHAINS.map((c) => c.id)).not.toContain(id)
    }
  })

  it('offers the main networks first, then Sepolia and the rollups’ Sepolia networks as testnets', () => {
    const table = createChainTable(PUBLIC_CHAINS, [])
    const ids = table.selectable.map((c) => c.id)
    expect(ids.slice(0, 6)).toEqual([1, 8453, 130, 42161, 10, 137])
    expect(ids.slice(-5)).toEqual([11155111, 84532, 1301, 421614, 11155420])
    expect(table.selectable.findIndex((c) => c.isTestnet)).toBe(ids.length - 5)
    for (const id of TESTNETS) {
      expect(byId(id).isTestnet).toBe(true)
      expect(table.get(id)?.id).toBe(id)
    }
    expect(byId(ChainId.OPTIMISM_SEPOLIA).family).toBe('optimism')
    expect(byId(ChainId.ARBITRUM_SEPOLIA).family).toBe('arbitrum')
    expect(byId(ChainId.ARBITRUM_SEPOLIA).quoterGasOverride).toBe(25_000_000)
  })

  it('uses the Uniswap deployments @uniswap/sdk-core lists on each testnet', () => {
    for (const id of TESTNETS) {
      const official = CHAIN_TO_ADDRESSES_MAP[id as keyof typeof CHAIN_TO_ADDRESSES_MAP]
      const ours = byId(id).contracts
      expect(ours?.v3Factory).toBe(official.v3CoreFactoryAddress)
      expect(ours?.quoterV2).toBe(official.quoterAddress)
      expect(ours?.swapRouter02).toBe(official.swapRouter02Address)
      expect(ours?.tickLens).toBe(official.tickLensAddress)
      expect(ours?.positionManager).toBe(official.nonfungiblePositionManagerAddress)
      expect(ours?.v3Migrator).toBe(official.v3MigratorAddress)
      expect(byId(id).wrappedNative?.address).toBe(WETH9[id]?.address)
    }
    const sepolia = byId(ChainId.SEPOLIA)
    expect(sepolia.contracts?.v2Factory).toBe(V2_FACTORY_ADDRESSES[ChainId.SEPOLIA])
    expect(sepolia.contracts?.v2Router02).toBe(V2_ROUTER_ADDRESSES[ChainId.SEPOLIA])
    expect(sepolia.v2Liquidity?.uniswap.factory).toBe(V2_FACTORY_ADDRESSES[ChainId.SEPOLIA])
  })

  it('reaches the rollup testnets through their public RPCs and links their explorers', () => {
    expect(byId(ChainId.OPTIMISM_SEPOLIA).rpcUrls).toEqual(['https://sepolia.optimism.io'])
    expect(byId(ChainId.ARBITRUM_SEPOLIA).rpcUrls).toEqual([
      'https://sepolia-rollup.arbitrum.io/rpc',
    ])
    expect(byId(ChainId.SEPOLIA).explorer).toBe('https://sepolia.etherscan.io/')
  })
})

describe('the public chain table’s links (issue 33)', () => {
  it('links a bridge on every main-network rollup, and the status pages Uniswap links', () => {
    const rollups = MAIN_CHAINS.filter((c) => c.networkType === 'L2')
    expect(rollups.length).toBeGreaterThanOrEqual(10)
    for (const chain of rollups) expect(chain.bridge, chain.label).toMatch(/^https:\/\//)
    // BNB Chain, an L1, keeps the bridge Uniswap links (the swap screen shows it on L2s only).
    expect(byId(56).bridge).toBe('https://cbridge.celer.network/1/56')
    expect(byId(42220).bridge).toBe('https://www.portalbridge.com/#/transfer')
    expect(byId(1868).statusPage).toBe('https://status.soneium.org/')
    // No status page is invented where Uniswap's interface links none.
    for (const id of [56, 42220, 81457, 480, 57073]) expect(byId(id).statusPage).toBeUndefined()
  })
})
