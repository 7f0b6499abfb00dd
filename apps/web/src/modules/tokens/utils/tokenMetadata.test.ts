import { stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { parseBytes32String, resolveTokenNameAndSymbol, shortenSymbol } from './tokenMetadata'

const MKR = stringToHex('MKR', { size: 32 })
const MAKER = stringToHex('Maker', { size: 32 })
const FULL = `0x${'41'.repeat(32)}` // 32 × 'A': no zero last byte

describe('bytes32 name/symbol rule (spec 01 §3 Token)', () => {
  it('decodes 64 hex digits with a zero last byte', () => {
    expect(parseBytes32String(MKR)).toBe('MKR')
  })
  it('rejects a value whose last byte is not zero', () => {
    expect(parseBytes32String(FULL)).toBeNull()
  })
  it('rejects anything that is not exactly 64 hex digits', () => {
    expect(parseBytes32String('0x4d4b52')).toBeNull()
    expect(parseBytes32String(`${MKR}00`)).toBeNull()
    expect(parseBytes32String(undefined)).toBeNull()
  })
  it('prefers the string form, then bytes32, then UNKNOWN / Unknown Token', () => {
    expect(resolveTokenNameAndSymbol({ name: 'Dai', symbol: 'DAI', symbolBytes32: MKR })).toEqual({
      name: 'Dai',
      symbol: 'DAI',
    })
    expect(resolveTokenNameAndSymbol({ name: '', nameBytes32: MAKER, symbolBytes32: MKR })).toEqual(
      { name: 'Maker', symbol: 'MKR' },
    )
    expect(
      resolveTokenNameAndSymbol({ nameBytes32: FULL, symbolBytes32: `0x${'00'.repeat(32)}` }),
    ).toEqual({
      name: 'Unknown Token',
      symbol: 'UNKNOWN',
    })
  })
})

describe('shortenSymbol (spec 01 §2)', () => {
  it('keeps symbols of up to 20 characters', () => {
    expect(shortenSymbol('A'.repeat(20))).toBe('A'.repeat(20))
  })
  it('shortens longer symbols to first 4 … last 5', () => {
    expect(shortenSymbol('ABCDEFGHIJKLMNOPQRSTU')).toBe('ABCD...QRSTU')
  })
})
