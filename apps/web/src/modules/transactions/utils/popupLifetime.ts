// How long a settled transaction's toast stays (spec 01 §9 Popups: "Lifetime for
// completed-transaction popups differs between layer 1 and layer 2 chains"; the constants are
// the spec's two: the default 25000 ms, and "a shorter constant of 5000 ms" on rollups, whose
// one-second blocks bring results, and their toasts, often: issue 12 #6).
import type { NetworkType } from '../../../chain/chains'

export const L1_TRANSACTION_POPUP_MS = 25_000
export const L2_TRANSACTION_POPUP_MS = 5_000

export const transactionPopupLifetimeMs = (networkType: NetworkType): number =>
  networkType === 'L2' ? L2_TRANSACTION_POPUP_MS : L1_TRANSACTION_POPUP_MS
