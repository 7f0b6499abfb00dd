// spec 01 §2 delegate modal: the delegatee is an address or an ENS name (resolved on the L1's
// registry, chain/ens.ts). Whitespace is ignored, as in the swap's recipient field (spec 01 §5).
import { type Address, getAddress, isAddress } from 'viem'

export type DelegateeInput =
  | { kind: 'empty' }
  | { kind: 'address'; address: Address }
  | { kind: 'name'; name: string }
  | { kind: 'invalid' }

const ADDRESS = /^0x[a-fA-F0-9]{40}$/
// Dotted labels ending in a top-level label (vitalik.eth, dao.example.xyz).
const NAME = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9-]{2,}$/i

export function parseDelegatee(raw: string): DelegateeInput {
  const value = raw.replace(/\s/g, '')
  if (value === '') return { kind: 'empty' }
  if (ADDRESS.test(value))
    return isAddress(value, { strict: false })
      ? { kind: 'address', address: getAddress(value) }
      : { kind: 'invalid' }
  if (value.startsWith('0x') && !value.includes('.')) return { kind: 'invalid' }
  return NAME.test(value) ? { kind: 'name', name: value } : { kind: 'invalid' }
}
