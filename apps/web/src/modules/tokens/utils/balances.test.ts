import { describe, expect, it } from 'vitest'
import { BALANCE_CHUNK_SIZE } from '../actions/readTokenBalances'
import { token } from '../testing/fixtures'
import { balanceChunks, mergeBalances } from './balances'

const tokens = Array.from({ length: 2 * BALANCE_CHUNK_SIZE + 3 }, (_, i) => token(i + 1))

describe('balance chunks', () => {
  it('splits every token into chunks of one multicall each, keyed by their addresses', () => {
    const chunks = balanceChunks(tokens)
    expect(chunks.map((c) => c.tokens.length)).toEqual([BALANCE_CHUNK_SIZE, BALANCE_CHUNK_SIZE, 3])
    const keys = chunks.map((c) => c.key)
    expect(new Set(keys).size).toBe(3)
    expect(keys[2]).toMatch(/^3:[0-9a-f]{1,16}$/)
    // The same addresses in any letter case give the same key; another token set another one.
    const upper = tokens.slice(-3).map((t) => ({ ...t, address: t.address.toUpperCase() }))
    expect(balanceChunks(upper)[0]?.key).toBe(keys[2])
    expect(balanceChunks(tokens.slice(-4, -1))[0]?.key).not.toBe(keys[2])
  })

  it('is built once per token array', () => {
    expect(balanceChunks(tokens)).toBe(balanceChunks(tokens))
    expect(balanceChunks([])).toEqual([])
  })
})

describe('mergeBalances', () => {
  it('maps lower-case addresses to balances, leaving out unread chunks and failed reads', () => {
    const mixed = [token(1, { address: '0x00000000000000000000000000000000000000AA' }), token(2)]
    const chunks = [...balanceChunks(mixed), ...balanceChunks([token(3)])]
    const merged = mergeBalances(chunks, [[5n, null], undefined])
    expect([...merged]).toEqual([['0x00000000000000000000000000000000000000aa', 5n]])
  })
})
