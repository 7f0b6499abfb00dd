// spec 01 §3 "Swap state" and §4 "Swap actions": one store for the swap form (ARCHITECTURE "one
// store per flow"). Currencies are kept whole (a listed token, or the native currency whose
// address is 'ETH') so the form never needs a list lookup to show them.
import { createFormStoreContext } from '../../../lib/formStore'
import type { Field, SwapCurrency } from '../../quote'
import { sameCurrency } from '../../tokens'

export interface SwapFormState {
  independentField: Field
  typedValue: string
  INPUT: SwapCurrency | null
  OUTPUT: SwapCurrency | null
  /** null: the swap pays the connected account. */
  recipient: string | null
}

interface SwapFormActions {
  /** Picking the currency already on the other side swaps the sides and the independent field. */
  selectCurrency: (field: Field, currency: SwapCurrency) => void
  switchCurrencies: () => void
  typeInput: (field: Field, typedValue: string) => void
  setRecipient: (recipient: string | null) => void
  /** Replaces the whole form (URL parameters, a chain change). */
  replace: (state: SwapFormState) => void
}

export const EMPTY_SWAP_FORM: SwapFormState = {
  independentField: 'INPUT',
  typedValue: '',
  INPUT: null,
  OUTPUT: null,
  recipient: null,
}

const other = (field: Field): Field => (field === 'INPUT' ? 'OUTPUT' : 'INPUT')

export function selectCurrency(
  s: SwapFormState,
  field: Field,
  currency: SwapCurrency,
): SwapFormState {
  const otherField = other(field)
  if (sameCurrency(currency, s[otherField]))
    return {
      ...s,
      independentField: other(s.independentField),
      [field]: currency,
      [otherField]: s[field],
    }
  return { ...s, [field]: currency }
}

export function switchCurrencies(s: SwapFormState): SwapFormState {
  return {
    ...s,
    independentField: other(s.independentField),
    INPUT: s.OUTPUT,
    OUTPUT: s.INPUT,
  }
}

export type SwapForm = SwapFormState & SwapFormActions

/** One store per mounted swap form (lib/formStore): `SwapFormProvider` wraps the screen. */
export const {
  Provider: SwapFormProvider,
  useFormStore: useSwapStore,
  useFormStoreApi: useSwapStoreApi,
  create: createSwapStore,
} = createFormStoreContext<SwapForm>('swap form', (set) => ({
  ...EMPTY_SWAP_FORM,
  selectCurrency: (field, currency) => set((s) => selectCurrency(s, field, currency)),
  switchCurrencies: () => set((s) => switchCurrencies(s)),
  typeInput: (independentField, typedValue) => set({ independentField, typedValue }),
  setRecipient: (recipient) => set({ recipient }),
  replace: (state) => set(state),
}))
