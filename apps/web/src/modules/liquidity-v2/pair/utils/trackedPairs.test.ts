import { describe, expect, it } from 'vitest'
import { PUBLIC_CHAINS } from '../../../../chain/publicChains'
import { trackedPairs } from './trackedPairs'

const chain = PUBLIC_CHAINS.find((c) => c.id === 1)
const token = (symbol: string, address: string, decimals = 18) => ({
  chainId: 1,
  address,
  decimals,
  symbol,
  name: symbol,
})
const WETH = token('WETH', '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2')
const USDC = token('USDC', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6)
const UNI = token('UNI', '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984')
const OTHER = token('OTHER', '0x0000000000000000000000000000000000000001')

describe('trackedPairs', () => {
  it('pairs each active token with the common bases and adds the saved pairs, none twice', () => {
    if (!chain) throw new Error('no mainnet row')
    const saved = { k: { token0: OTHER, token1: UNI } }
    const pairs = trackedPairs(chain, [WETH, USDC, UNI], saved)
    const names = pairs.map((p) => [p.tokenA.symbol, p.tokenB.symbol].sort().join('/'))
    // Bases here: WETH and USDC (the active tokens among the common bases).
    expect(names).toEqual(
      ['OTHER/UNI', 'USDC/WETH', 'UNI/WETH', 'UNI/USDC'].map((n) => n.split('/').sort().join('/')),
    )
    expect(new Set(names).size).toBe(names.length)
  })
})
