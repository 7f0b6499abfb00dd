// The v4 add form's pool choice (issue 32 "Pool choice"): a fee and tick spacing, an optional hook
// address, whether the user acknowledged the hook's review, and the price unit (the rate toggle).
// One store per mounted form (lib/formStore); the pair is in the route, the range and amounts in the core's mint form store.
import { createFormStoreContext } from '../../../../lib/formStore'

/** v4-core LPFeeLibrary.DYNAMIC_FEE_FLAG: the pool's hook sets the fee. */
export const DYNAMIC_FEE = 0x800000

/** The choices offered: v3's tiers with their spacings, and a dynamic fee (for a hook). */
export const V4_POOL_PRESETS = [
  { fee: 100, tickSpacing: 1 },
  { fee: 500, tickSpacing: 10 },
  { fee: 3000, tickSpacing: 60 },
  { fee: 10_000, tickSpacing: 200 },
  { fee: DYNAMIC_FEE, tickSpacing: 60 },
] as const

export interface PoolChoiceState {
  fee: number
  tickSpacing: number
  hooks: string
  hookAcknowledged: boolean
  /** The rate toggle (issue 32, #7990): the range's unit is currency0 per currency1. */
  inverted: boolean
  /** The unit the starting price was typed in (kept: toggling never moves the new pool's price). */
  startInverted: boolean
  toggleInverted: () => void
  /** The starting price was typed in the current unit. */
  startTypedNow: () => void
  choose: (preset: { fee: number; tickSpacing: number }) => void
  setHooks: (hooks: string) => void
  acknowledgeHook: (yes: boolean) => void
}

const poolChoice = createFormStoreContext<PoolChoiceState>('V4PoolChoice', (set) => ({
  fee: 3000,
  tickSpacing: 60,
  hooks: '',
  hookAcknowledged: false,
  inverted: false,
  startInverted: false,
  toggleInverted: () => set((s) => ({ inverted: !s.inverted })),
  startTypedNow: () => set((s) => ({ startInverted: s.inverted })),
  // Another pool: its hook is another review.
  choose: ({ fee, tickSpacing }) => set({ fee, tickSpacing, hookAcknowledged: false }),
  setHooks: (hooks) => set({ hooks, hookAcknowledged: false }),
  acknowledgeHook: (yes) => set({ hookAcknowledged: yes }),
}))

export const PoolChoiceProvider = poolChoice.Provider
export const usePoolChoice = poolChoice.useFormStore
