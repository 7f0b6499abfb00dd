import { describe, expect, it } from 'vitest'
import {
  BROKEN_TOKEN_LIST,
  EMBEDDED_BLOCKED_LISTS,
  schemaValidUnsupportedList,
  UNSUPPORTED_TOKEN_LIST,
} from './embeddedLists'
import { blockedTokenSet } from './selectors'
import { validateTokenList } from './validate'

describe('embedded lists (spec 01 §3 Embedded data)', () => {
  it('are valid token lists: the broken list has one token, the unsupported list is whole', async () => {
    await expect(validateTokenList(BROKEN_TOKEN_LIST)).resolves.toEqual(BROKEN_TOKEN_LIST)
    await expect(validateTokenList(UNSUPPORTED_TOKEN_LIST)).resolves.toEqual(UNSUPPORTED_TOKEN_LIST)
    expect(BROKEN_TOKEN_LIST.tokens).toHaveLength(1)
    // The published "Unsupported Token List" (smart-order-router), all of it.
    expect(UNSUPPORTED_TOKEN_LIST.name).toBe('Unsupported Token List')
    expect(UNSUPPORTED_TOKEN_LIST.tokens).toHaveLength(138)
  })

  it('makes the published list schema-valid without touching an address', () => {
    const list = schemaValidUnsupportedList({
      name: 'L',
      timestamp: '2021-01-05T20:47:02.923Z',
      version: { major: 1, minor: 0, patch: 0 },
      tokens: [
        {
          chainId: 1,
          address: '0xAb',
          name: 'Zelda Elastic Cash',
          symbol: 'Zelda Elastic Cash',
          decimals: 18,
          logoURI: '',
        },
        {
          chainId: 1,
          address: '0xCd',
          name: 'Synth',
          symbol: 'iETH',
          decimals: 18,
          tags: ['synth'],
          logoURI: 'https://x/l.png',
        },
      ],
    })
    expect(list.tokens).toEqual([
      {
        chainId: 1,
        address: '0xAb',
        name: 'Zelda Elastic Cash',
        symbol: 'ZeldaElasticCash',
        decimals: 18,
      },
      {
        chainId: 1,
        address: '0xCd',
        name: 'Synth',
        symbol: 'iETH',
        decimals: 18,
        tags: ['synth'],
        logoURI: 'https://x/l.png',
      },
    ])
  })

  it('block their tokens without a fetch: mainnet and Optimism, nothing elsewhere', () => {
    const mainnet = blockedTokenSet(EMBEDDED_BLOCKED_LISTS, 1)
    expect(mainnet.has('0x4bf5dc91e2555449293d7824028eb8fe5879b689')).toBe(true)
    expect(mainnet.has('0xa9859874e1743a32409f75bb11549892138bba1e')).toBe(true) // iETH
    const onMainnet = UNSUPPORTED_TOKEN_LIST.tokens.filter((t) => t.chainId === 1)
    // UNI HODL is on both lists.
    expect(mainnet.size).toBe(new Set(onMainnet.map((t) => t.address.toLowerCase())).size)
    // Optimism's sETH
    expect(
      blockedTokenSet(EMBEDDED_BLOCKED_LISTS, 10).has('0xe405de8f52ba7559f9df3c368500b6e6ae6cee49'),
    ).toBe(true)
    expect(blockedTokenSet(EMBEDDED_BLOCKED_LISTS, 42161).size).toBe(0)
  })
})
