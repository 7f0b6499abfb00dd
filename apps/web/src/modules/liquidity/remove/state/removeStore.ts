// spec 02 §2 Remove v3 liquidity: the slider's percent (0 to 100, step 1; the amounts follow it
// debounced 100 ms, §9) and 'Collect as WETH'. One store per mounted remove form (lib/formStore),
// as v2 removal's burn store (liquidity-v2/remove/state/burnStore.ts).
import { createFormStoreContext } from '../../../../lib/formStore'

export interface RemoveV3FormValues {
  sliderValue: number
  receiveWETH: boolean
}

export interface RemoveV3FormState extends RemoveV3FormValues {
  onSlide: (percent: number) => void
  setReceiveWETH: (receiveWETH: boolean) => void
  /** After a sent removal (spec 02 §4 "dismissing with a hash resets the slider to 0"). */
  resetSlider: () => void
}

export const INITIAL_REMOVE_V3_VALUES: RemoveV3FormValues = { sliderValue: 0, receiveWETH: false }

export const removeV3Form = createFormStoreContext<RemoveV3FormState>('RemoveV3Form', (set) => ({
  ...INITIAL_REMOVE_V3_VALUES,
  onSlide: (sliderValue) => set({ sliderValue }),
  setReceiveWETH: (receiveWETH) => set({ receiveWETH }),
  resetSlider: () => set({ sliderValue: 0 }),
}))

export const RemoveV3FormProvider = removeV3Form.Provider
export const useRemoveV3Form = removeV3Form.useFormStore
