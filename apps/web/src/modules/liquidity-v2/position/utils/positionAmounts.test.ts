import { describe, expect, it } from 'vitest'
import { sqrt } from '../../../../lib/sqrt'
import { daiUsdcPair } from '../../add/utils/testing'
import { positionAmounts } from './positionAmounts'

describe('v2 position amounts', () => {
  it('is the balance’s share of each reserve, rounded down as burn pays', () => {
    const pair = daiUsdcPair({ balance: 10n ** 13n })
    const { amount0, amount1, share } = positionAmounts(pair)
    expect(amount0).toBe((pair.balance * pair.reserve0) / pair.totalSupply)
    expect(amount1).toBe((pair.balance * pair.reserve1) / pair.totalSupply)
    expect(share).toEqual({ numerator: 10n ** 13n, denominator: 10n ** 15n })
  })

  it('accounts for the protocol fee minted at the burn when the fee switch is on', () => {
    const kLast = (daiUsdcPair().reserve0 * daiUsdcPair().reserve1 * 81n) / 100n
    const pair = daiUsdcPair({ balance: 10n ** 13n, feeOn: true, kLast })
    const rootK = sqrt(pair.reserve0 * pair.reserve1)
    const rootKLast = sqrt(kLast)
    const supply =
      pair.totalSupply + (pair.totalSupply * (rootK - rootKLast)) / (5n * rootK + rootKLast)
    expect(positionAmounts(pair).amount0).toBe((pair.balance * pair.reserve0) / supply)
  })

  it('is zero without a balance', () => {
    expect(positionAmounts(daiUsdcPair()).amount0).toBe(0n)
  })
})
