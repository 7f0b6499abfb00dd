// spec 01 §9 Display: "Addresses are shown shortened". The spec gives no form; the app shows
// 0x1234…abcd (the ellipsis character, as the wallet button and the recent transactions do).
import { getAddress, isAddress } from 'viem'

/** `0x1234…abcd`: a hex string (a transaction hash) with `chars` digits kept at each end. */
export function shortenHash(hash: string, chars = 4): string {
  return `${hash.slice(0, chars + 2)}…${hash.slice(-chars)}`
}

/** `0xf39F…2266`: the checksummed address, shortened; throws for what is not an address. */
export function shortenAddress(address: string, chars = 4): string {
  if (!isAddress(address, { strict: false }))
    throw new Error(`Invalid 'address' parameter '${address}'.`)
  return shortenHash(getAddress(address), chars)
}
