import { Token } from '@uniswap/sdk-core'
import { describe, expect, it } from 'vitest'
import type { V2PairData } from '../../../liquidity'
import { findOutcome, originRoute } from './findOutcome'

const A = new Token(1, '0x0000000000000000000000000000000000000001', 18, 'AAA')
const B = new Token(1, '0x0000000000000000000000000000000000000002', 18, 'BBB')
const pair = (reserve: bigint, balance: bigint): V2PairData => ({
  exchange: {
    kind: 'uniswap',
    label: 'Uniswap V2',
    factory: '0x0000000000000000000000000000000000000009',
    initCodeHash: '0x00',
  },
  address: '0x0000000000000000000000000000000000000003',
  token0: A,
  token1: B,
  reserve0: reserve,
  reserve1: reserve,
  totalSupply: reserve,
  balance,
  kLast: 0n,
  feeOn: false,
})

describe('find pool outcomes (spec 02 §2)', () => {
  it('asks for two tokens first, then follows the pair status', () => {
    expect(findOutcome(false, { status: 'LOADING' })).toBe('select')
    expect(findOutcome(true, { status: 'LOADING' })).toBe('loading')
    expect(findOutcome(true, { status: 'INVALID' })).toBe('invalid')
    expect(findOutcome(true, { status: 'NOT_EXISTS', address: pair(0n, 0n).address })).toBe('none')
  })

  it('tells a pool with the account’s liquidity from one without, and an empty pair from both', () => {
    expect(findOutcome(true, { status: 'EXISTS', pair: pair(10n, 1n) })).toBe('found')
    expect(findOutcome(true, { status: 'EXISTS', pair: pair(10n, 0n) })).toBe('noLiquidity')
    expect(findOutcome(true, { status: 'EXISTS', pair: pair(0n, 0n) })).toBe('none')
  })
})

describe('originRoute', () => {
  it('follows an in-app path only, else /pool/v2', () => {
    expect(originRoute('/migrate/v2')).toBe('/migrate/v2')
    expect(originRoute(null)).toBe('/pool/v2')
    expect(originRoute('https://evil.example')).toBe('/pool/v2')
    expect(originRoute('//evil')).toBe('/pool/v2')
  })
})
