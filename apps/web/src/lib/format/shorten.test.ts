import { describe, expect, it } from 'vitest'
import { shortenAddress, shortenHash } from './shorten'

const HASH = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060'

describe('shortenHash', () => {
  it('keeps 4 hex digits at each end, joined by an ellipsis', () => {
    expect(shortenHash(HASH)).toBe('0x5c50…2060')
  })

  it('parameters: chars', () => {
    expect(shortenHash(HASH, 6)).toBe('0x5c504e…b22060')
  })
})

describe('shortenAddress', () => {
  it('keeps 4 hex digits at each end of the checksummed address', () => {
    expect(shortenAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')).toBe('0xf39F…2266')
  })

  it('rejects what is not an address', () => {
    expect(() => shortenAddress('0x1234')).toThrow("Invalid 'address' parameter '0x1234'.")
  })
})
