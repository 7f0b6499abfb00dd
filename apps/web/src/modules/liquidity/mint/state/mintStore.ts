// spec 02 §3 "Mint v3 form state": independentField (CURRENCY_A or CURRENCY_B), typedValue,
// otherTypedValue, startPriceTypedValue, leftRangeTypedValue, rightRangeTypedValue. One store per
// mounted form (lib/formStore). The range values are prices in the user's view (quote per base,
// min on the left); `true` stands for a bound at its usable limit (Full Range, spec 02 §2), which
// no typed price can say. The chart plugs in through onLeftRangeInput / onRightRangeInput.
// Beside the spec's values, the range picker's own two flags (fee selector open, Full Range
// asked): the add screen and the v2 → v3 migration (liquidity-v2) hold the very same ones, and
// both already mount this store, so they live here once rather than in a useState per screen or
// a second store the screens would have to mount and keep in step (clearRange and setFullRange
// drop the warning in the same write).
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

/** The range picker's UI flags (not spec 02 §3 values; resetMintState leaves them). */
export interface RangePickerFlags {
  /** The fee tier selector shows every tier (spec 02 §4). */
  feeOpen: boolean
  /** Full Range was pressed: the Efficiency Comparison warning shows (spec 02 §4). */
  fullRangeAsked: boolean
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
  /**
   * Both range bounds cleared (a new fee tier or pair: its price is another one); the Full Range
   * warning goes with them (spec 02 §4).
   */
  clearRange: () => void
  setFeeOpen: (open: boolean) => void
  toggleFeeOpen: () => void
  /** Full Range pressed: the Efficiency Comparison warning shows. */
  askFullRange: () => void
  /** The warning dismissed without applying (Clear All). */
  cancelFullRange: () => void
  /**
   * The rate toggle (spec 02 §4): the view turns round, A ↔ B. The caller passes the inverted
   * bounds (or nothing when a bound is at a limit: the inputs are then kept).
   */
  invert: (range?: { left: string; right: string }) => void
  /**
   * Both range inputs at once (the v4 add's rate toggle: the same ticks in the other unit, where
   * a bound at its limit stays `true`; the amounts are left as they are).
   */
  setRangeInputs: (range: { left: RangeTypedValue; right: RangeTypedValue }) => void
  /** Clear All / after a successful add: every input back to empty. */
  resetMintState: () => void
}

export type MintFormState = MintFormValues & RangePickerFlags & MintFormActions

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
  feeOpen: false,
  fullRangeAsked: false,
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
  setFullRange: () =>
    set({ leftRangeTypedValue: true, rightRangeTypedValue: true, fullRangeAsked: false }),
  clearRange: () =>
    set({ leftRangeTypedValue: '', rightRangeTypedValue: '', fullRangeAsked: false }),
  setFeeOpen: (open) => set({ feeOpen: open }),
  toggleFeeOpen: () => set((s) => ({ feeOpen: !s.feeOpen })),
  askFullRange: () => set({ fullRangeAsked: true }),
  cancelFullRange: () => set({ fullRangeAsked: false }),
  invert: (range) =>
    set((s) => ({
      independentField: s.independentField === 'CURRENCY_A' ? 'CURRENCY_B' : 'CURRENCY_A',
      ...(range && { leftRangeTypedValue: range.left, rightRangeTypedValue: range.right }),
    })),
  setRangeInputs: ({ left, right }) =>
    set({ leftRangeTypedValue: left, rightRangeTypedValue: right }),
  resetMintState: () => set(INITIAL_MINT_VALUES),
}))

export const MintFormProvider = mintForm.Provider
export const useMintForm = mintForm.useFormStore
