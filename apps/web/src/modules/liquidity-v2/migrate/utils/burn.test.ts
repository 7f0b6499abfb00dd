import { describe, expect, it } from 'vitest'
import { sqrt } from '../../../../lib/sqrt'
import { burnAmounts, type PairBurnState, protocolFeeLiquidity } from './burn'

const pair: PairBurnState = {
  reserve0: 1_000_000n * 10n ** 18n,
  reserve1: 1_000_000n * 10n ** 6n,
  balance0: 1_000_000n * 10n ** 18n,
  balance1: 1_000_000n * 10n ** 6n,
  totalSupply: 10n ** 18n * 1000n,
  kLast: 0n,
  feeOn: false,
  pairLiquidity: 0n,
}

describe('burn amounts of a v2 pair', () => {
  it('pays pro rata to the pair balances, rounded down, without the protocol fee', () => {
    const liquidity = 10n ** 18n * 10n + 7n
    const out = burnAmounts(pair, liquidity)
    expect(out.feeLiquidity).toBe(0n)
    expect(out.amount0).toBe((liquidity * pair.balance0) / pair.totalSupply)
    expect(out.amount1).toBe((liquidity * pair.balance1) / pair.totalSupply)
  })

  it('pays from balances, not reserves (a donation is shared), and burns LP held by the pair', () => {
    const donated = { ...pair, balance0: pair.balance0 + 1000n, pairLiquidity: 5n }
    const out = burnAmounts(donated, 100n)
    expect(out.amount0).toBe((105n * donated.balance0) / pair.totalSupply)
  })

  it('ignores kLast when the fee is off', () => {
    expect(protocolFeeLiquidity({ ...pair, kLast: 1n })).toBe(0n)
  })

  it('mints the protocol fee first when feeTo is set and √k grew since kLast', () => {
    // kLast from smaller reserves: √k grew by 1 %.
    const kLast = ((pair.reserve0 * 100n) / 101n) * ((pair.reserve1 * 100n) / 101n)
    const feeOn = { ...pair, feeOn: true, kLast }
    const rootK = sqrt(pair.reserve0 * pair.reserve1)
    const rootKLast = sqrt(kLast)
    const fee = (pair.totalSupply * (rootK - rootKLast)) / (rootK * 5n + rootKLast)
    expect(fee).toBeGreaterThan(0n)
    expect(protocolFeeLiquidity(feeOn)).toBe(fee)
    const liquidity = 10n ** 18n
    const out = burnAmounts(feeOn, liquidity)
    expect(out.feeLiquidity).toBe(fee)
    expect(out.amount0).toBe((liquidity * pair.balance0) / (pair.totalSupply + fee))
    expect(out.amount0).toBeLessThan(burnAmounts(pair, liquidity).amount0)
  })

  it('mints no fee when k did not grow', () => {
    const kLast = pair.reserve0 * pair.reserve1
    expect(protocolFeeLiquidity({ ...pair, feeOn: true, kLast })).toBe(0n)
  })
})
