/** spec 02 §9 "Fee collect maximum 2^128-1": a collect (or its static read) takes all that is owed. */
export const MAX_UINT128 = (1n << 128n) - 1n
