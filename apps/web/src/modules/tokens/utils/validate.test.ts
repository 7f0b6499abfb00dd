import { describe, expect, it } from 'vitest'
import { list, token } from '../testing/fixtures'
import { validateTokenList } from './validate'

describe('validateTokenList (@uniswap/token-lists schema)', () => {
  // The schema lets token names hold any non-space text ('<script>' included): the UI renders
  // names as text, never as HTML.
  it('accepts a valid list', async () => {
    const l = list([1, 0, 0], [token(1, { name: '<script>alert(1)</script>' })])
    await expect(validateTokenList(l)).resolves.toEqual(l)
  })

  it.each([
    ['not an object', 'hello'],
    ['no tokens', { ...list([1, 0, 0]), tokens: [] }],
    ['a script in the list name', list([1, 0, 0], [token(1)], '<script>alert(1)</script>')],
    ['a bad address', list([1, 0, 0], [token(1, { address: '0x123' })])],
    ['a negative version', { ...list([1, 0, 0]), version: { major: -1, minor: 0, patch: 0 } }],
  ])("rejects %s with 'Token list failed validation: …'", async (_, body) => {
    await expect(validateTokenList(body)).rejects.toThrow(/^Token list failed validation: .+/)
  })

  it('names the failing path in the details', async () => {
    const bad = list([1, 0, 0], [token(1, { address: '0x123' })])
    await expect(validateTokenList(bad)).rejects.toThrow('/tokens/0/address')
  })
})
