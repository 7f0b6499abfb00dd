// spec 02 §3 "Burn state": independentField (LIQUIDITY_PERCENT, LIQUIDITY, CURRENCY_A, CURRENCY_B)
// and typedValue. One store per mounted remove form (lib/formStore): the field typed last drives
// the others (utils/deriveBurn.ts).
import { createFormStoreContext } from '../../../../lib/formStore'

export type BurnField = 'LIQUIDITY_PERCENT' | 'LIQUIDITY' | 'CURRENCY_A' | 'CURRENCY_B'

export interface BurnFormValues {
  independentField: BurnField
  typedValue: string
}

export interface BurnFormState extends BurnFormValues {
  onUserInput: (field: BurnField, typedValue: string) => void
  /** After a sent removal (spec 02 §4 Remove v2: back to an empty form). */
  resetBurnState: () => void
}

export const INITIAL_BURN_VALUES: BurnFormValues = {
  independentField: 'LIQUIDITY_PERCENT',
  typedValue: '0',
}

export const burnForm = createFormStoreContext<BurnFormState>('BurnV2Form', (set) => ({
  ...INITIAL_BURN_VALUES,
  onUserInput: (independentField, typedValue) => set({ independentField, typedValue }),
  resetBurnState: () => set(INITIAL_BURN_VALUES),
}))

export const BurnFormProvider = burnForm.Provider
export const useBurnForm = burnForm.useFormStore
