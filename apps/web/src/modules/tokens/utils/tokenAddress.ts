// spec 01 §5 "Token address": must be valid, else 'Invalid token address: {address}'; the zero
// address is never a token. spec 01 §6: tokens on the blocked set show 'Token not supported'.
import { getAddress, isAddress, zeroAddress } from 'viem'
import { TokenListError } from '../errors'

/** The checksummed token address, or null for anything that is not a usable token address. */
export function parseTokenAddress(input: string): `0x${string}` | null {
  const value = input.trim()
  if (!isAddress(value, { strict: false })) return null
  const address = getAddress(value)
  return address === zeroAddress ? null : address
}

/** Like parseTokenAddress but throws the catalogue's 'Invalid token address: {address}'. */
export function requireTokenAddress(input: string): `0x${string}` {
  const address = parseTokenAddress(input)
  if (!address) throw new TokenListError('invalidTokenAddress', { address: input })
  return address
}

/** Whether a token is on the blocked set (addresses compared case-insensitively). */
export function isBlockedToken(address: string, blocked: Iterable<string>): boolean {
  const needle = address.toLowerCase()
  for (const b of blocked) if (b.toLowerCase() === needle) return true
  return false
}
