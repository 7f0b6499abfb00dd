import { Token } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import { uniswapV2Exchange } from '../../../../chain/contracts'
import { V2_PAIRS_READ, v2AccountPositionsQueryKey } from './v2AccountPositionsQuery'

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const exchange = uniswapV2Exchange('0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f')
const token = (address: string) => new Token(31337, address, 18)
const pair = (a: string, b: string) => ({ exchange, tokenA: token(a), tokenB: token(b) })
const T0 = '0x124c1A29f992577b8e144f827D3a9Aa7b9487E73'
const T1 = '0x611592AE1cE38ac4d6b3f7E05334fcc48669747C'
const T2 = '0x6D0727b13F0d74a04e02C35e16428C036e876b59'

describe('the v2 positions query key', () => {
  it('sits under the v2 pair reads, so a v2 transaction’s one refresh reaches the lists', () => {
    const key = v2AccountPositionsQueryKey(31337, A, [pair(T0, T1)])
    expect(key.slice(0, 4)).toEqual(['chain', 'multicall', 31337, V2_PAIRS_READ])
    expect(key.slice(4, 6)).toEqual([A, 'positions'])
  })

  it('holds a digest of the candidates: same candidates, same key; others, another', () => {
    const key = (pairs: ReturnType<typeof pair>[]) => v2AccountPositionsQueryKey(31337, A, pairs)
    expect(key([pair(T0, T1), pair(T0, T2)])).toEqual(key([pair(T0, T1), pair(T0, T2)]))
    expect(key([pair(T0, T1)])).not.toEqual(key([pair(T0, T2)]))
    expect(key([pair(T0, T1), pair(T0, T2)])[6]).toMatch(/^2:[0-9a-f]+$/)
  })
})
