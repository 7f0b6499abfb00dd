// spec 02 §3 "Mint v3 form state": independentField (CURRENCY_A or CURRENCY_B), typedValue,
// otherTypedValue, startPriceTypedValue, leftRangeTypedValue, rightRangeTypedValue. One store per
// mounted form (lib/formStore). The range values are prices in the user's view (quote per base,
// min on the left); `true` stands for a bound at its usable limit (Full Range, spec 02 §2), which
// no typed price can say. The chart plugs in through onLeftRangeInput / onRightRangeInput.
import { createFormStoreContext } from '../../../../lib/formStore'

export type MintField = 'CURRENCY_A' | 'CURRENCY_B'

/** A range bound as typed (a price), or `true` at the usable limit (Full Range). */
export type RangeTypedValue = string | true

export interface MintFormValues {
  independentField: MintField
  typedValue: string
  /** The other side's amount when both are typed independently (kept for the spec's state). */
  otherTypedValue: string
  startPriceTypedValue: string
  leftRangeTypedValue: RangeTypedValue
  rightRangeTypedValue: RangeTypedValue
}

export interface MintFormActions {
  onFieldAInput: (typed: string) => void
  onFieldBInput: (typed: string) => void
  onStartPriceInput: (typed: string) => void
  /** The min price in the current view (typed, stepped, or from the chart's left handle). */
  onLeftRangeInput: (typed: string) => void
  /** The max price in the current view (typed, stepped, or from the chart's right handle). */
  onRightRangeInput: (typed: string) => void
  /** Full Range (after the Efficiency Comparison warning): both bounds at the usable limits. */
  setFullRange: () => void
  /** Both range bounds cleared (a new fee tier or pair: its price is another one). */
  clearRange: () => void
  /**
   * The rate toggle (spec 02 §4): the view turns round, A ↔ B. The caller passes the inverted
   * bounds (or nothing when a bound is at a limit: the inputs are then kept).
   */
  invert: (range?: { left: string; right: string }) => void
  /** Clear All / after a successful add: every input back to empty. */
  resetMintState: () => void
}

export type MintFormState = MintFormValues & MintFormActions

export const INITIAL_MINT_VALUES: MintFormValues = {
  independentField: 'CURRENCY_A',
  typedValue: '',
  otherTypedValue: '',
  startPriceTypedValue: '',
  leftRangeTypedValue: '',
  rightRangeTypedValue: '',
}

export const mintForm = createFormStoreContext<MintFormState>('MintV3Form', (set) => ({
  ...INITIAL_MINT_VALUES,
  onFieldAInput: (typed) =>
    set((s) =>
      s.independentField === 'CURRENCY_A'
        ? { typedValue: typed }
        : { independentField: 'CURRENCY_A', typedValue: typed, otherTypedValue: s.typedValue },
    ),
  onFieldBInput: (typed) =>
    set((s) =>
      s.independentField === 'CURRENCY_B'
        ? { typedValue: typed }
        : { independentField: 'CURRENCY_B', typedValue: typed, otherTypedValue: s.typedValue },
    ),
  onStartPriceInput: (typed) => set({ startPriceTypedValue: typed }),
  onLeftRangeInput: (typed) => set({ leftRangeTypedValue: typed }),
  onRightRangeInput: (typed) => set({ rightRangeTypedValue: typed }),
  setFullRange: () => set({ leftRangeTypedValue: true, rightRangeTypedValue: true }),
  clearRange: () => set({ leftRangeTypedValue: '', rightRangeTypedValue: '' }),
  invert: (range) =>
    set((s) => ({
      independentField: s.independentField === 'CURRENCY_A' ? 'CURRENCY_B' : 'CURRENCY_A',
      ...(range && { leftRangeTypedValue: range.left, rightRangeTypedValue: range.right }),
    })),
  resetMintState: () => set(INITIAL_MINT_VALUES),
}))

export const MintFormProvider = mintForm.Provider
export const useMintForm = mintForm.useFormStore
