import { describe, expect, it } from 'vitest'
import { INITIAL_MINT_V2_VALUES, typeInput } from './mintV2Store'

describe('Mint v2 form (spec 02 §3)', () => {
  it('with liquidity, the newly typed side replaces the other (it follows the reserves)', () => {
    const a = typeInput(INITIAL_MINT_V2_VALUES, 'CURRENCY_A', '1', false)
    expect(a).toEqual({ independentField: 'CURRENCY_A', typedValue: '1', otherTypedValue: '' })
    expect(typeInput(a, 'CURRENCY_B', '5', false)).toEqual({
      independentField: 'CURRENCY_B',
      typedValue: '5',
      otherTypedValue: '',
    })
  })

  it('without liquidity, both sides stay typed', () => {
    const a = typeInput(INITIAL_MINT_V2_VALUES, 'CURRENCY_A', '1', true)
    const b = typeInput(a, 'CURRENCY_B', '5', true)
    expect(b).toEqual({ independentField: 'CURRENCY_B', typedValue: '5', otherTypedValue: '1' })
    expect(typeInput(b, 'CURRENCY_B', '6', true)).toEqual({ ...b, typedValue: '6' })
  })
})
