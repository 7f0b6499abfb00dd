import { describe, expect, it } from 'vitest'
import { INITIAL_REMOVE_V3_VALUES, removeV3Form } from './removeStore'

describe('remove v3 form store (spec 02 §2 Remove v3 liquidity, §4 Remove v3)', () => {
  it('keeps the slider and the WETH choice; a sent removal resets the slider only', () => {
    const store = removeV3Form.create()
    expect(store.getState()).toMatchObject(INITIAL_REMOVE_V3_VALUES)
    store.getState().onSlide(50)
    store.getState().setReceiveWETH(true)
    expect(store.getState()).toMatchObject({ sliderValue: 50, receiveWETH: true })
    store.getState().resetSlider()
    expect(store.getState()).toMatchObject({ sliderValue: 0, receiveWETH: true })
  })
})
