// Issue 18, spec 01 §7 item 6 ("a smart-wallet check") and spec 02 §6: what kind of account is
// connected, from its code (eth_getCode). No code: an externally owned account. Code that is an
// EIP-7702 delegation designator (0xef0100 ‖ 20-byte address) is still an EOA: its key signs,
// so it can sign permits. Any other code is a contract account (a smart wallet such as a Safe):
// it has no key for its own address and cannot produce the ECDSA signature an EIP-2612 permit
// needs, so flows approve on-chain instead.
import type { Address, Client, Hex } from 'viem'
import { getCode } from 'viem/actions'

export type AccountKind = 'eoa' | 'delegated-eoa' | 'contract'

/** EIP-7702: the code a delegated EOA carries is this prefix followed by the delegate address. */
export const DELEGATION_DESIGNATOR_PREFIX = '0xef0100'

export function classifyAccountCode(code: Hex | undefined | null): AccountKind {
  if (!code || code === '0x') return 'eoa'
  const lower = code.toLowerCase()
  if (lower.startsWith(DELEGATION_DESIGNATOR_PREFIX) && lower.length === 2 + 2 * 23)
    return 'delegated-eoa'
  return 'contract'
}

/** Whether the account can sign a permit for its own address (every EOA, delegated or not). */
export function signsPermits(kind: AccountKind): boolean {
  return kind !== 'contract'
}

/** The smart-wallet check: reads the account's code on the client's chain. */
export async function getAccountKind(client: Client, address: Address): Promise<AccountKind> {
  return classifyAccountCode(await getCode(client, { address }))
}
