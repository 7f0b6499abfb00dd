import { encodeAbiParameters } from 'viem'
import { describe, expect, it } from 'vitest'
import { CREATE_PROPOSAL_STRINGS as S } from '../strings'
import { encodeArguments, parseArgument, parseInteger } from './arguments'

const ADDR = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('parseInteger', () => {
  it('reads plain integers and whole-unit exponents exactly', () => {
    expect(parseInteger('12')).toBe(12n)
    expect(parseInteger('-3')).toBe(-3n)
    expect(parseInteger('1000e18')).toBe(1000n * 10n ** 18n)
    expect(parseInteger('1.5e18')).toBe(15n * 10n ** 17n)
    expect(parseInteger('1_000')).toBe(1000n)
  })

  it('refuses fractions left after the exponent', () => {
    expect(parseInteger('1.5')).toBeUndefined()
    expect(parseInteger('1.0000001e3')).toBeUndefined()
    expect(parseInteger('abc')).toBeUndefined()
  })
})

describe('parseArgument', () => {
  it('checksums addresses and refuses others', () => {
    expect(parseArgument({ type: 'address' }, ADDR.toLowerCase())).toEqual({
      ok: true,
      value: ADDR,
    })
    expect(parseArgument({ type: 'address' }, '0x1234')).toEqual({ ok: false, error: S.errAddress })
  })

  it('range-checks integers per their width', () => {
    expect(parseArgument({ type: 'uint8' }, '255')).toEqual({ ok: true, value: 255n })
    expect(parseArgument({ type: 'uint8' }, '256')).toMatchObject({
      ok: false,
      error: { values: { type: 'uint8' } },
    })
    expect(parseArgument({ type: 'uint256' }, '-1')).toMatchObject({ ok: false })
    expect(parseArgument({ type: 'int8' }, '-128')).toEqual({ ok: true, value: -128n })
    expect(parseArgument({ type: 'uint256' }, '')).toEqual({ ok: false, error: S.errRequired })
  })

  it('reads booleans, bytes of a fixed or free length, and strings as typed', () => {
    expect(parseArgument({ type: 'bool' }, 'true')).toEqual({ ok: true, value: true })
    expect(parseArgument({ type: 'bool' }, 'yes')).toEqual({ ok: false, error: S.errBool })
    expect(parseArgument({ type: 'bytes' }, '0xABcd')).toEqual({ ok: true, value: '0xabcd' })
    expect(parseArgument({ type: 'bytes' }, '0xabc')).toEqual({ ok: false, error: S.errHex })
    expect(parseArgument({ type: 'bytes2' }, '0xabcdef')).toMatchObject({
      ok: false,
      error: { values: { n: 2 } },
    })
    expect(parseArgument({ type: 'string' }, ' hi ')).toEqual({ ok: true, value: ' hi ' })
  })

  it('reads arrays and tuples as JSON, items by the same rules', () => {
    expect(parseArgument({ type: 'uint256[]' }, '["1", 2, "3e2"]')).toEqual({
      ok: true,
      value: [1n, 2n, 300n],
    })
    expect(parseArgument({ type: 'uint256[2]' }, '[1]')).toEqual({ ok: false, error: S.errArray })
    expect(
      parseArgument(
        { type: 'tuple[]', components: [{ type: 'address' }, { type: 'bool' }] },
        `[["${ADDR}", true]]`,
      ),
    ).toEqual({ ok: true, value: [[ADDR, true]] })
    expect(parseArgument({ type: 'address[]' }, 'not json')).toEqual({
      ok: false,
      error: S.errArray,
    })
  })
})

describe('encodeArguments', () => {
  it('encodes the arguments alone (Bravo keeps the selector in the signature)', () => {
    expect(encodeArguments([{ type: 'address' }, { type: 'uint256' }], [ADDR, 5n])).toBe(
      encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [ADDR, 5n]),
    )
  })
})
