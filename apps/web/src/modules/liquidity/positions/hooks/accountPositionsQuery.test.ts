import { describe, expect, it } from 'vitest'
import { accountPositionsQueryKey, isAccountPositionsKey } from './accountPositionsQuery'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('the positions query key', () => {
  it("starts with 'chain' and names chain, read and account", () => {
    expect(accountPositionsQueryKey(31337, A)).toEqual([
      'chain',
      'multicall',
      31337,
      'v3Positions',
      A,
    ])
  })

  it('is found by account, case-insensitively, and not confused with other multicalls', () => {
    const key = accountPositionsQueryKey(31337, A)
    expect(isAccountPositionsKey(key)).toBe(true)
    expect(isAccountPositionsKey(key, A.toLowerCase() as `0x${string}`)).toBe(true)
    expect(isAccountPositionsKey(key, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false)
    expect(isAccountPositionsKey(['chain', 'multicall', 31337, 'tokenBalances', A])).toBe(false)
  })
})
