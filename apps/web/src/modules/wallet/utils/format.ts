import { getAddress, isAddress } from 'viem'

/** `0x1234…abcd`: the checksummed address with `chars` hex digits kept at each end. */
export function shortenAddress(address: string, chars = 4): string {
  if (!isAddress(address, { strict: false }))
    throw new Error(`Invalid 'address' parameter '${address}'.`)
  const checksummed = getAddress(address)
  return `${checksummed.slice(0, chars + 2)}…${checksummed.slice(-chars)}`
}
