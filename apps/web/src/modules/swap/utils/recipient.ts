// spec 01 §5 "Recipient": all whitespace stripped; valid if an address (0x + 40 hex), an
// ENS-style name or a host-like name; some router and contract addresses are rejected.
import { type Address, getAddress, isAddress } from 'viem'
import type { ChainContracts } from '../../../chain/contracts'

const ADDRESS_PATTERN = /^0x[a-fA-F0-9]{40}$/
// A host-like name: labels, a dot, a top-level label (alice.eth, pay.example.com).
const NAME_PATTERN =
  /^[-a-zA-Z0-9@:%._+~#=]{1,256}\.[a-zA-Z0-9()]{1,6}\b([-a-zA-Z0-9()@:%_+.~#?&/=]*)?$/

export function sanitizeRecipient(raw: string): string {
  return raw.replace(/\s/g, '')
}

export function isRecipientLike(value: string): boolean {
  return ADDRESS_PATTERN.test(value) || NAME_PATTERN.test(value)
}

/** A name to resolve through ENS (not an address). */
export function isRecipientName(value: string): boolean {
  return !ADDRESS_PATTERN.test(value) && NAME_PATTERN.test(value)
}

/** The address itself when the value is one (checksummed), else null. */
export function recipientAddress(value: string): Address | null {
  return ADDRESS_PATTERN.test(value) && isAddress(value, { strict: false })
    ? getAddress(value)
    : null
}

/**
 * Contracts that would swallow tokens sent to them: the routers and factories of the chain
 * (the reference rejects its v2 factory and routers the same way).
 */
export function isBadRecipient(address: Address, contracts: ChainContracts | undefined): boolean {
  if (!contracts) return false
  const bad = [
    contracts.swapRouter02,
    contracts.v3Factory,
    contracts.v2Factory,
    contracts.v2Router02,
    contracts.v3SwapRouter,
    contracts.positionManager,
  ]
  return bad.some((a) => a !== undefined && a.toLowerCase() === address.toLowerCase())
}
