import { formatUnits, getAddress, isAddress } from 'viem'

/**
 * An amount rounded half-up to `digits` significant figures, written without exponent or
 * trailing zeros (spec 01 §2: "The balance in the header is shown to 3 significant figures"),
 * computed on the integer amount so that no floating point touches it.
 */
export function formatSignificant(value: bigint, decimals: number, digits = 3): string {
  if (value < 0n) return `-${formatSignificant(-value, decimals, digits)}`
  const length = value.toString().length
  if (length <= digits) return formatUnits(value, decimals)
  const unit = 10n ** BigInt(length - digits)
  let kept = value / unit
  if ((value % unit) * 2n >= unit) kept += 1n
  return formatUnits(kept * unit, decimals)
}

/** `0x1234…abcd`: the checksummed address with `chars` hex digits kept at each end. */
export function shortenAddress(address: string, chars = 4): string {
  if (!isAddress(address, { strict: false }))
    throw new Error(`Invalid 'address' parameter '${address}'.`)
  const checksummed = getAddress(address)
  return `${checksummed.slice(0, chars + 2)}…${checksummed.slice(-chars)}`
}
