import { describe, expect, it } from 'vitest'
import { parseDelegatee } from './delegatee'

describe('parseDelegatee', () => {
  it('takes an address in any case, checksummed', () => {
    expect(parseDelegatee(' 0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc ')).toEqual({
      kind: 'address',
      address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    })
  })

  it('takes an ENS-style name to resolve', () => {
    expect(parseDelegatee('alice.eth')).toEqual({ kind: 'name', name: 'alice.eth' })
    expect(parseDelegatee('dao.example.xyz')).toEqual({ kind: 'name', name: 'dao.example.xyz' })
  })

  it('refuses a short address, a bare word and an empty input', () => {
    expect(parseDelegatee('0x3c44cd')).toEqual({ kind: 'invalid' })
    expect(parseDelegatee('alice')).toEqual({ kind: 'invalid' })
    expect(parseDelegatee('   ')).toEqual({ kind: 'empty' })
  })
})
