// spec 02 §3 "Mint v2 form state: independentField, typedValue, otherTypedValue". One store per
// mounted form (lib/formStore). With liquidity in the pair the other side follows the reserves,
// so a new typed side replaces the old one; with none both sides are typed (the first provider
// sets the price) and the previous typed value is kept as otherTypedValue.
import { createFormStoreContext } from '../../../../lib/formStore'

export type MintV2Field = 'CURRENCY_A' | 'CURRENCY_B'

export interface MintV2FormValues {
  independentField: MintV2Field
  typedValue: string
  otherTypedValue: string
}

export interface MintV2FormState extends MintV2FormValues {
  typeInput: (field: MintV2Field, typed: string, noLiquidity: boolean) => void
  reset: () => void
}

export const INITIAL_MINT_V2_VALUES: MintV2FormValues = {
  independentField: 'CURRENCY_A',
  typedValue: '',
  otherTypedValue: '',
}

/** The next form values after typing `typed` into `field`. */
export function typeInput(
  s: MintV2FormValues,
  field: MintV2Field,
  typed: string,
  noLiquidity: boolean,
): MintV2FormValues {
  if (!noLiquidity) return { independentField: field, typedValue: typed, otherTypedValue: '' }
  if (field === s.independentField) return { ...s, typedValue: typed }
  return { independentField: field, typedValue: typed, otherTypedValue: s.typedValue }
}

const mintV2Form = createFormStoreContext<MintV2FormState>('MintV2Form', (set) => ({
  ...INITIAL_MINT_V2_VALUES,
  typeInput: (field, typed, noLiquidity) => set((s) => typeInput(s, field, typed, noLiquidity)),
  reset: () => set(INITIAL_MINT_V2_VALUES),
}))

export const MintV2FormProvider = mintV2Form.Provider
export const useMintV2Form = mintV2Form.useFormStore
