import { describe, expect, it } from 'vitest'
import { BLOCKED_ADDRESS_COUNT, isBlockedAddress } from './blockedAddresses'

describe('blocked addresses', () => {
  const sanctioned = '0x8589427373D6D84E98730D7795D8f6f8731FDA16'

  it('holds about 28 distinct accounts', () => {
    expect(BLOCKED_ADDRESS_COUNT).toBe(28)
  })

  it('blocks a listed account whatever its letter case', () => {
    expect(isBlockedAddress(sanctioned)).toBe(true)
    expect(isBlockedAddress(sanctioned.toLowerCase())).toBe(true)
    expect(isBlockedAddress(`0x${sanctioned.slice(2).toUpperCase()}`)).toBe(true)
  })

  it('lets other accounts and no account through', () => {
    expect(isBlockedAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(false)
    expect(isBlockedAddress(undefined)).toBe(false)
    expect(isBlockedAddress(null)).toBe(false)
    expect(isBlockedAddress('')).toBe(false)
  })
})
