import { describe, expect, it } from 'vitest'
import { isBlockedToken, parseTokenAddress, requireTokenAddress } from './tokenAddress'

const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'

describe('token address (spec 01 §5)', () => {
  it('checksums a valid address in any case', () => {
    expect(parseTokenAddress(` ${DAI.toLowerCase()} `)).toBe(DAI)
  })
  it('rejects junk and the zero address', () => {
    expect(parseTokenAddress('0x123')).toBeNull()
    expect(parseTokenAddress(`0x${'0'.repeat(40)}`)).toBeNull()
    expect(() => requireTokenAddress('0x123')).toThrow('Invalid token address: 0x123')
  })
  it('finds a token on the blocked set, case-insensitively', () => {
    expect(isBlockedToken(DAI.toLowerCase(), [DAI])).toBe(true)
    expect(isBlockedToken(DAI, [])).toBe(false)
  })
})
