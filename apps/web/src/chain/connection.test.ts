import { describe, expect, it } from 'vitest'
import { storedReadChain, WAGMI_STORAGE_KEY } from './connection'

const storageWith = (raw: string | null) => ({
  getItem: (key: string) => (key === `${WAGMI_STORAGE_KEY}.store` ? raw : null),
})

describe('storedReadChain', () => {
  it("reads the chain the user picked last from wagmi's stored state", () => {
    const raw = JSON.stringify({
      state: { connections: { __type: 'Map', value: [] }, chainId: 42161, current: null },
      version: 2,
    })
    expect(storedReadChain(storageWith(raw))).toBe(42161)
  })

  it('answers undefined (the default chain) for nothing stored, damaged or odd values', () => {
    expect(storedReadChain(undefined)).toBeUndefined()
    expect(storedReadChain(storageWith(null))).toBeUndefined()
    expect(storedReadChain(storageWith('{not json'))).toBeUndefined()
    expect(storedReadChain(storageWith('{"state":{"chainId":"1"}}'))).toBeUndefined()
    expect(storedReadChain(storageWith('{"state":{"chainId":1.5}}'))).toBeUndefined()
    expect(storedReadChain(storageWith('null'))).toBeUndefined()
  })

  it('answers undefined when storage refuses to be read (privacy mode)', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(storedReadChain(blocked)).toBeUndefined()
  })
})
