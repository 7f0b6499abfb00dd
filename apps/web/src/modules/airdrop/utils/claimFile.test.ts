import { describe, expect, it } from 'vitest'
import { findChunk, parseChunkEntry, parseMapping } from './claimFile'

const A = '0x1111111111111111111111111111111111111111'
const B = '0x5555555555555555555555555555555555555555'
const C = '0x6666666666666666666666666666666666666666'
const D = '0xAaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
const mapping = { [C]: D, [A]: B } // not in order: the lookup sorts

describe('findChunk', () => {
  it('finds the chunk whose range holds the address, bounds included', () => {
    expect(findChunk(mapping, A)).toEqual({ found: A })
    expect(findChunk(mapping, '0x3333333333333333333333333333333333333333')).toEqual({ found: A })
    expect(findChunk(mapping, B)).toEqual({ found: A })
    expect(findChunk(mapping, '0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')).toEqual({ found: C })
  })

  it("says 'partial' when a range starts above the address (a gap, or below the first)", () => {
    expect(findChunk(mapping, '0x0000000000000000000000000000000000000001')).toEqual({
      missing: 'partial',
    })
    expect(findChunk(mapping, '0x5a00000000000000000000000000000000000000')).toEqual({
      missing: 'partial',
    })
  })

  it("says 'all' past the last range", () => {
    expect(findChunk(mapping, '0xffffffffffffffffffffffffffffffffffffffff')).toEqual({
      missing: 'all',
    })
  })
})

describe('parseMapping', () => {
  it('accepts address → address objects only', () => {
    expect(parseMapping(mapping)).toEqual(mapping)
    expect(parseMapping([A, B])).toBeNull()
    expect(parseMapping({ nope: B })).toBeNull()
    expect(parseMapping(null)).toBeNull()
  })
})

describe('parseChunkEntry', () => {
  const proof = [`0x${'ab'.repeat(32)}`]
  const file = {
    [D]: {
      index: 7,
      amount: '0x15af1d78b58c400000',
      proof,
      flags: { isSOCKS: false, isLP: true, isUser: true },
    },
  }

  it('reads index, the hex amount, the proof and the flags, whatever the address case', () => {
    expect(parseChunkEntry(file, '0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')).toEqual({
      account: '0xaAaAaAaaAaAaAaaAaAAAAAAAAaaaAaAaAaaAaaAa',
      index: 7,
      amount: 400n * 10n ** 18n,
      proof,
      flags: { isSOCKS: false, isLP: true, isUser: true },
    })
  })

  it('is undefined without an entry, null for a malformed one', () => {
    expect(parseChunkEntry(file, A)).toBeUndefined()
    const bad = (entry: unknown) => parseChunkEntry({ [D]: entry }, D)
    expect(bad({ index: -1, amount: '0x1', proof })).toBeNull()
    expect(bad({ index: 1, amount: 'lots', proof })).toBeNull()
    expect(bad({ index: 1, amount: '0x1', proof: ['0x12'] })).toBeNull()
    expect(bad('nope')).toBeNull()
  })

  it('reads missing flags as no group', () => {
    const entry = parseChunkEntry({ [D]: { index: 1, amount: '10', proof } }, D)
    expect(entry?.flags).toEqual({ isSOCKS: false, isLP: false, isUser: false })
    expect(entry?.amount).toBe(10n)
  })
})
