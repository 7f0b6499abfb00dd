import { describe, expect, it } from 'vitest'
import { burnForm, INITIAL_BURN_VALUES } from './burnStore'

describe('burn form store (spec 02 §3 Burn state)', () => {
  it('keeps the field typed last with its value, and empties on reset', () => {
    const store = burnForm.create()
    expect(store.getState().independentField).toBe('LIQUIDITY_PERCENT')
    store.getState().onUserInput('CURRENCY_B', '12.5')
    expect(store.getState()).toMatchObject({ independentField: 'CURRENCY_B', typedValue: '12.5' })
    store.getState().onUserInput('LIQUIDITY', '0.1')
    expect(store.getState()).toMatchObject({ independentField: 'LIQUIDITY', typedValue: '0.1' })
    store.getState().resetBurnState()
    expect(store.getState()).toMatchObject(INITIAL_BURN_VALUES)
  })
})
