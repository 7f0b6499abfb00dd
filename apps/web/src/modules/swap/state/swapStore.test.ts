import { describe, expect, it } from 'vitest'
import { DAI, ETH, USDC } from '../testing/fixtures'
import { EMPTY_SWAP_FORM, selectCurrency, switchCurrencies } from './swapStore'

describe('swap actions (spec 01 §4)', () => {
  it('selects a currency on one side', () => {
    const s = selectCurrency(EMPTY_SWAP_FORM, 'INPUT', ETH)
    expect(s.INPUT).toBe(ETH)
    expect(s.OUTPUT).toBeNull()
  })
  it("swaps the sides and the independent field when picking the other side's currency", () => {
    const s = { ...EMPTY_SWAP_FORM, INPUT: ETH, OUTPUT: DAI, typedValue: '1' }
    const next = selectCurrency(s, 'INPUT', { ...DAI, address: DAI.address.toLowerCase() })
    expect(next.INPUT?.symbol).toBe('DAI')
    expect(next.OUTPUT).toBe(ETH)
    expect(next.independentField).toBe('OUTPUT')
    expect(next.typedValue).toBe('1')
  })
  it('replaces without swapping when the currency is new', () => {
    const s = { ...EMPTY_SWAP_FORM, INPUT: ETH, OUTPUT: DAI }
    const next = selectCurrency(s, 'OUTPUT', USDC)
    expect(next).toMatchObject({ INPUT: ETH, OUTPUT: USDC, independentField: 'INPUT' })
  })
  it('switch flips the sides and the independent field', () => {
    const s = { ...EMPTY_SWAP_FORM, INPUT: ETH, OUTPUT: DAI, independentField: 'OUTPUT' as const }
    expect(switchCurrencies(s)).toMatchObject({
      INPUT: DAI,
      OUTPUT: ETH,
      independentField: 'INPUT',
    })
  })
})
