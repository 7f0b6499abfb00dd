import { describe, expect, it } from 'vitest'
import { positionQueryOptions, readsPosition, tokenURIQueryOptions } from './positionQueries'

const base = {
  getClient: () => {
    throw new Error('not used')
  },
  chainId: 31337,
  positionManager: '0x0000000000000000000000000000000000000001',
  v3Factory: '0x0000000000000000000000000000000000000002',
  multicallAddress: undefined,
  tokenId: 7n,
} as const

describe('position query keys', () => {
  it("start with 'chain' and hold the tokenId as a string (keys are hashed as JSON)", () => {
    const { queryKey } = positionQueryOptions({
      ...base,
      viewer: '0xAbC0000000000000000000000000000000000000',
    })
    expect(queryKey).toEqual([
      'chain',
      'multicall',
      31337,
      'v3Position',
      '7',
      '0xabc0000000000000000000000000000000000000',
    ])
    expect(() => JSON.stringify(queryKey)).not.toThrow()
  })

  it("readsPosition matches the position's figures and picture, and nothing else", () => {
    const figures = positionQueryOptions({ ...base, viewer: undefined }).queryKey
    const picture = tokenURIQueryOptions(base).queryKey
    expect(readsPosition(figures, 31337, 7n)).toBe(true)
    expect(readsPosition(picture, 31337, 7n)).toBe(true)
    expect(readsPosition(figures, 31337, 8n)).toBe(false)
    expect(readsPosition(figures, 1, 7n)).toBe(false)
    expect(readsPosition(['chain', 'multicall', 31337, 'tokenBalances', '7'], 31337, 7n)).toBe(
      false,
    )
  })

  it('readsPosition matches analytics that cover the position among others', () => {
    const analytics = ['chain', 'multicall', 31337, 'positionAnalytics', '3', '7', '9']
    expect(readsPosition(analytics, 31337, 7n)).toBe(true)
    expect(readsPosition(analytics, 31337, 8n)).toBe(false)
    // the figures' key is [tokenId, viewer]: a viewer never reads as a token id
    expect(readsPosition(['chain', 'multicall', 31337, 'v3Position', '8', '7'], 31337, 7n)).toBe(
      false,
    )
  })
})
