// Gas rules of the write path (actions/sendTransaction.ts), apart from it: flows name a rule at
// render time, and this file must not bring viem's send actions into the initial bundle with it
// (issue 5 bundle budget: Rolldown keeps a used module's imports in the chunk).
/** How the gas limit is chosen (a parameter of each call: the specs give it per call). */
export type GasRule =
  /** Estimate, then add `marginPercent` % (spec 01 §7.7, spec 02 §7 "Gas is estimated first"). */
  | { kind: 'estimate'; marginPercent: number }
  /** A fixed limit, no estimate (spec 02 §9 "Gas limits"). */
  | { kind: 'limit'; gas: bigint }
  /** Leave it to the wallet (spec 01 §7.7 wrap/unwrap). */
  | { kind: 'wallet' }

/** spec 01 §7.7: the swap's (and the default) rule, the estimate plus 20 %. */
export const GAS_ESTIMATE_PLUS_20: GasRule = { kind: 'estimate', marginPercent: 20 }
export const gasLimit = (gas: bigint): GasRule => ({ kind: 'limit', gas })
export const WALLET_GAS: GasRule = { kind: 'wallet' }

/** The estimate scaled by the rule's margin (integer math: bigint end to end). */
export const withGasMargin = (gas: bigint, marginPercent = 20): bigint =>
  (gas * BigInt(100 + marginPercent)) / 100n
