// The migration form's own state (spec 02 §4 Migrate; lib/formStore: one store per mounted form):
// the v3 fee tier (default medium 0.3 %), the view (token1 per token0, or turned round by the
// rate toggle), the LP balance last read (what Allow approves or permits) and the block the sent
// figures were read at. The range picker's values and flags (fee selector open, Full Range asked)
// are the v3 add core's mint store, mounted beside this one (modules/liquidity-v3).
import { createFormStoreContext } from '../../../../lib/formStore'
import type { FeeTier } from '../../../liquidity'
import { DEFAULT_MIGRATION_FEE } from '../utils/migrateCall'

export interface MigrateFormValues {
  fee: FeeTier
  /** The rate toggle turned the view round: token0 per token1. */
  inverted: boolean
  /** The LP balance of the last snapshot (Allow approves or permits that much). */
  balanceSeen: bigint | undefined
  /** The block of the figures sent with Migrate, kept with them while it is mined. */
  sentBlock: bigint | undefined
}

export interface MigrateFormState extends MigrateFormValues {
  selectFee: (fee: FeeTier) => void
  toggleInverted: () => void
  seeBalance: (balance: bigint) => void
  markSent: (block: bigint) => void
}

export const INITIAL_MIGRATE_VALUES: MigrateFormValues = {
  fee: DEFAULT_MIGRATION_FEE,
  inverted: false,
  balanceSeen: undefined,
  sentBlock: undefined,
}

export const migrateForm = createFormStoreContext<MigrateFormState>('MigrateV2Form', (set) => ({
  ...INITIAL_MIGRATE_VALUES,
  selectFee: (fee) => set({ fee }),
  toggleInverted: () => set((s) => ({ inverted: !s.inverted })),
  seeBalance: (balanceSeen) => set({ balanceSeen }),
  markSent: (sentBlock) => set({ sentBlock }),
}))

export const MigrateFormProvider = migrateForm.Provider
export const useMigrateForm = migrateForm.useFormStore
