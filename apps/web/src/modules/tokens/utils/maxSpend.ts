// Max on an amount input (spec 01 §2, spec 02 §5 v2 add "Maximum for the native coin leaves 0.01
// for gas", §9 "Gas reserve 0.01 native coin"): the native coin keeps 0.01 back so the
// transaction can still pay for gas; tokens spend their whole balance. One rule for the swap and
// the add screens (moved here from swap/utils/trade.ts).
export const NATIVE_GAS_RESERVE = 10n ** 16n

export function maxAmountSpend(balance: bigint | undefined, isNative: boolean): bigint | undefined {
  if (balance === undefined) return undefined
  if (!isNative) return balance
  return balance > NATIVE_GAS_RESERVE ? balance - NATIVE_GAS_RESERVE : 0n
}
