import { describe, expect, it } from 'vitest'
import { INITIAL_MINT_VALUES, mintForm } from './mintStore'

describe('mint v3 form store', () => {
  it('starts empty with currency A independent', () => {
    const s = mintForm.create().getState()
    expect({ ...s }).toMatchObject(INITIAL_MINT_VALUES)
  })

  it('typing in the other field makes it independent and keeps the previous value as the other', () => {
    const store = mintForm.create()
    store.getState().onFieldAInput('1.5')
    store.getState().onFieldBInput('3')
    expect(store.getState()).toMatchObject({
      independentField: 'CURRENCY_B',
      typedValue: '3',
      otherTypedValue: '1.5',
    })
  })

  it('takes the chart handles and the inputs as typed strings, and Full Range as limits', () => {
    const store = mintForm.create()
    store.getState().onLeftRangeInput('0.5')
    store.getState().onRightRangeInput('2')
    expect(store.getState()).toMatchObject({
      leftRangeTypedValue: '0.5',
      rightRangeTypedValue: '2',
    })
    store.getState().setFullRange()
    expect(store.getState()).toMatchObject({
      leftRangeTypedValue: true,
      rightRangeTypedValue: true,
    })
    store.getState().clearRange()
    expect(store.getState()).toMatchObject({ leftRangeTypedValue: '', rightRangeTypedValue: '' })
  })

  it('the rate toggle flips the independent side and takes the inverted bounds when given', () => {
    const store = mintForm.create()
    store.getState().onFieldAInput('1')
    store.getState().onLeftRangeInput('0.5')
    store.getState().onRightRangeInput('2')
    store.getState().invert({ left: '0.5', right: '2' })
    expect(store.getState()).toMatchObject({ independentField: 'CURRENCY_B', typedValue: '1' })
    store.getState().setFullRange()
    store.getState().invert()
    expect(store.getState()).toMatchObject({
      leftRangeTypedValue: true,
      rightRangeTypedValue: true,
    })
  })

  it('Clear All empties every input', () => {
    const store = mintForm.create()
    store.getState().onFieldAInput('1')
    store.getState().onStartPriceInput('2000')
    store.getState().setFullRange()
    store.getState().resetMintState()
    expect({ ...store.getState() }).toMatchObject(INITIAL_MINT_VALUES)
  })

  it('holds the range picker flags: Full Range asked until applied, cleared or cancelled', () => {
    const store = mintForm.create()
    expect(store.getState()).toMatchObject({ feeOpen: false, fullRangeAsked: false })
    store.getState().toggleFeeOpen()
    expect(store.getState().feeOpen).toBe(true)
    store.getState().setFeeOpen(false)
    expect(store.getState().feeOpen).toBe(false)
    store.getState().askFullRange()
    expect(store.getState().fullRangeAsked).toBe(true)
    store.getState().setFullRange()
    expect(store.getState()).toMatchObject({ fullRangeAsked: false, leftRangeTypedValue: true })
    store.getState().askFullRange()
    store.getState().clearRange()
    expect(store.getState()).toMatchObject({ fullRangeAsked: false, leftRangeTypedValue: '' })
    store.getState().askFullRange()
    store.getState().cancelFullRange()
    expect(store.getState().fullRangeAsked).toBe(false)
  })

  it('Clear All (resetMintState) leaves the picker flags to the screen', () => {
    const store = mintForm.create()
    store.getState().askFullRange()
    store.getState().resetMintState()
    expect(store.getState().fullRangeAsked).toBe(true)
  })
})
