import { describe, expect, it } from 'vitest'
import { BROKEN_TOKEN_LIST, EMBEDDED_BLOCKED_LISTS, UNSUPPORTED_TOKEN_LIST } from './embeddedLists'
import { blockedTokenSet } from './selectors'
import { validateTokenList } from './validate'

describe('embedded lists (spec 01 §3 Embedded data)', () => {
  it('are valid token lists: the broken list has one token', async () => {
    await expect(validateTokenList(BROKEN_TOKEN_LIST)).resolves.toEqual(BROKEN_TOKEN_LIST)
    await expect(validateTokenList(UNSUPPORTED_TOKEN_LIST)).resolves.toEqual(UNSUPPORTED_TOKEN_LIST)
    expect(BROKEN_TOKEN_LIST.tokens).toHaveLength(1)
  })

  it('block their mainnet tokens without a fetch, and nothing on other chains', () => {
    const mainnet = blockedTokenSet(EMBEDDED_BLOCKED_LISTS, 1)
    expect(mainnet.has('0x4bf5dc91e2555449293d7824028eb8fe5879b689')).toBe(true)
    expect(mainnet.has('0xa9859874e1743a32409f75bb11549892138bba1e')).toBe(true)
    expect(mainnet.size).toBe(UNSUPPORTED_TOKEN_LIST.tokens.length + 1)
    expect(blockedTokenSet(EMBEDDED_BLOCKED_LISTS, 10).size).toBe(0)
  })
})
