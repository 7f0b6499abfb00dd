import { describe, expect, it } from 'vitest'
import { parseSignature } from './signature'

describe('parseSignature', () => {
  it('keeps a canonical signature and lists its parameter types', () => {
    const parsed = parseSignature('transfer(address,uint256)')
    expect(parsed).toMatchObject({ ok: true, signature: 'transfer(address,uint256)' })
    expect(parsed.ok && parsed.inputs.map((i) => i.type)).toEqual(['address', 'uint256'])
  })

  it('canonicalizes names, spaces and uint (the selector hashes the exact string)', () => {
    expect(parseSignature(' transfer(address to, uint amount) ')).toMatchObject({
      ok: true,
      signature: 'transfer(address,uint256)',
    })
  })

  it('reads tuples, arrays and functions without parameters', () => {
    expect(parseSignature('f((uint256,address)[],bytes32)')).toMatchObject({
      ok: true,
      signature: 'f((uint256,address)[],bytes32)',
    })
    expect(parseSignature('_acceptAdmin()')).toMatchObject({ ok: true, inputs: [] })
  })

  it('refuses what is not a signature', () => {
    for (const bad of ['', 'transfer', 'transfer(', 'f(uint7)', 'function f()', '1f()'])
      expect(parseSignature(bad)).toEqual({ ok: false })
  })
})
