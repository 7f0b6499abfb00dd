import { InvalidInputError } from '../errors.ts'
import type { Address } from './types.ts'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** Tokens are compared as lowercase hex everywhere in the engine; checksums are for display. */
export function normalizeAddress(value: string): Address {
  if (!ADDRESS.test(value)) throw new InvalidInputError(`not an address: ${value}`)
  return value.toLowerCase() as Address
}
