// spec 02 §9 mining constants and §7 gas limits of the rewards calls.

/** spec 02 §9 "Weekly reward rate is the per-second rate times 604800". */
export const SECONDS_PER_WEEK = 604_800n
/** spec 02 §9 "Seconds per day 86400". */
export const SECONDS_PER_DAY = 86_400

/** spec 02 §7 / §9 "Gas limits: claim 350000, stake 350000, withdraw 300000". */
export const STAKE_GAS_LIMIT = 350_000n
export const CLAIM_GAS_LIMIT = 350_000n
export const WITHDRAW_GAS_LIMIT = 300_000n

/** spec 02 §9 "4 to 6 [significant digits] in mining … displays". */
export const MINING_DIGITS = 4
export const MINING_EXACT_DIGITS = 6

/** Liquidity tokens (UNI-V2) have 18 decimals (spec 02 §3 V2 pair). */
export const LP_DECIMALS = 18
