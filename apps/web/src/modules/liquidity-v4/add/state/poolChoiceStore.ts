// The v4 add form's pool choice (issue 32 "Pool choice"): a fee and tick spacing, an optional hook
// address, and whether the user acknowledged the hook's review. One store per mounted form
// (lib/formStore); the pair is in the route, the range and amounts in the core's mint form store.
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
  choose: (preset: { fee: number; tickSpacing: number }) => void
  setHooks: (hooks: string) => void
  acknowledgeHook: (yes: boolean) => void
}

const poolChoice = createFormStoreContext<PoolChoiceState>('V4PoolChoice', (set) => ({
  fee: 3000,
  tickSpacing: 60,
  hooks: '',
  hookAcknowledged: false,
  // Another pool: its hook is another review.
  choose: ({ fee, tickSpacing }) => set({ fee, tickSpacing, hookAcknowledged: false }),
  setHooks: (hooks) => set({ hooks, hookAcknowledged: false }),
  acknowledgeHook: (yes) => set({ hookAcknowledged: yes }),
}))

export const PoolChoiceProvider = poolChoice.Provider
export const usePoolChoice = poolChoice.useFormStore
