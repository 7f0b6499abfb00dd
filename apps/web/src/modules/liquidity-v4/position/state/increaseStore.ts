// The v4 increase form (issue 32): which side the user typed and what (spec 02 §3's independent
// field and typed value, as the v3 mint form keeps them). One store per mounted form
// (lib/formStore).
import { createFormStoreContext } from '../../../../lib/formStore'

export interface IncreaseV4FormState {
  side: 0 | 1
  typed: string
  onType: (side: 0 | 1, typed: string) => void
  reset: () => void
}

const increaseV4Form = createFormStoreContext<IncreaseV4FormState>('IncreaseV4Form', (set) => ({
  side: 0,
  typed: '',
  onType: (side, typed) => set({ side, typed }),
  reset: () => set({ typed: '' }),
}))

export const IncreaseV4FormProvider = increaseV4Form.Provider
export const useIncreaseV4Form = increaseV4Form.useFormStore
