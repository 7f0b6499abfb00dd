import { describe, expect, it } from 'vitest'
import { L1_PLAN } from './plan.ts'
import { FORK_POSITIONS, UNISWAP_POSITIONS } from './v2Positions.ts'

const key = (tokens: readonly string[]) => [...tokens].sort().join('/')
const v2 = new Set(L1_PLAN.v2.map((p) => key(p.tokens)))
const v3 = (fee: number) =>
  new Set(L1_PLAN.v3.filter((p) => p.fee === fee).map((p) => key(p.tokens)))

describe('the seeded v2 positions of account 0 (issue 14)', () => {
  it('take LP only from pairs the L1 seeds', () => {
    for (const p of UNISWAP_POSITIONS) expect(v2.has(key(p.tokens)), key(p.tokens)).toBe(true)
  })

  it('leave WETH/USDT seeded without account 0 liquidity, and WBTC/DAI without any v2 pair', () => {
    const held = new Set(UNISWAP_POSITIONS.map((p) => key(p.tokens)))
    expect(v2.has(key(['WETH', 'USDT']))).toBe(true)
    expect(held.has(key(['WETH', 'USDT']))).toBe(false)
    expect(v2.has(key(['WBTC', 'DAI']))).toBe(false)
  })

  it('include DAI/USDC, which has no v3 0.3 % pool (migration into a new pool)', () => {
    expect(UNISWAP_POSITIONS.some((p) => key(p.tokens) === key(['DAI', 'USDC']))).toBe(true)
    expect(v3(3000).has(key(['DAI', 'USDC']))).toBe(false)
  })

  it('price the Sushi DAI/WETH pair 5 % off an existing v3 0.3 % pool (≥ 2 %: the warning)', () => {
    const daiWeth = FORK_POSITIONS.find((p) => key(p.tokens) === key(['DAI', 'WETH']))
    expect(daiWeth?.priceBps).toBe(10_500)
    expect(v3(3000).has(key(['DAI', 'WETH']))).toBe(true)
    for (const p of FORK_POSITIONS) expect(v3(3000).has(key(p.tokens)), key(p.tokens)).toBe(true)
  })
})
