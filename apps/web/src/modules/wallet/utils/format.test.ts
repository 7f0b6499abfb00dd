import { describe, expect, it } from 'vitest'
import { shortenAddress } from './format'

describe('shortenAddress', () => {
  it('keeps 4 hex digits at each end of the checksummed address', () => {
    expect(shortenAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe('0xf39F…2266')
  })

  it('rejects what is not an address', () => {
    expect(() => shortenAddress('0x1234')).toThrow("Invalid 'address' parameter '0x1234'.")
  })
})
