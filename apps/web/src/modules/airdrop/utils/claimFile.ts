// The public claim files' format (spec 01 §7 item 3; Uniswap/mrkl-drop-data-chunks): `mapping.json`
// = { firstAddressOfChunk: lastAddressOfChunk }, and `{firstAddressOfChunk}.json` =
// { checksummedAddress: { index, amount (hex), proof, flags? } }. Parsed defensively: a file is
// data from the network, and a malformed entry must be refused, not sent.
import { type Address, getAddress, type Hex, isAddress } from 'viem'

/** spec 01 §3 "Airdrop claim": index, amount, proof; eligibility flags (spec 01 §6). */
export interface AirdropClaim {
  account: Address
  index: number
  /** Raw UNI (18 decimals). */
  amount: bigint
  proof: readonly Hex[]
  flags: ClaimFlags
}

export interface ClaimFlags {
  isSOCKS: boolean
  isLP: boolean
  isUser: boolean
}

export type ClaimMapping = Readonly<Record<string, string>>

const BYTES32 = /^0x[0-9a-fA-F]{64}$/
const NUMBER = /^(0x[0-9a-fA-F]+|[0-9]+)$/

/** The mapping file, or null when it is not an object of address → address. */
export function parseMapping(json: unknown): ClaimMapping | null {
  if (!isRecord(json)) return null
  for (const [first, last] of Object.entries(json))
    if (!isAddress(first, { strict: false }) || typeof last !== 'string') return null
  return json as ClaimMapping
}

/**
 * The chunk whose range holds `account`, walking the first addresses in ascending (lower-case)
 * order as the reference interface does: a range starting above the address means no chunk can
 * hold it ('partial'); past the last range, 'all'.
 */
export function findChunk(
  mapping: ClaimMapping,
  account: Address,
): { found: string } | { missing: 'partial' | 'all' } {
  const target = account.toLowerCase()
  const firsts = Object.keys(mapping).sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1))
  for (const first of firsts) {
    if (first.toLowerCase() > target) return { missing: 'partial' }
    if (target <= String(mapping[first]).toLowerCase()) return { found: first }
  }
  return { missing: 'all' }
}

/**
 * `account`'s entry of a chunk file: undefined when the file has none; null when the entry is
 * there but malformed (no valid index, amount or proof).
 */
export function parseChunkEntry(json: unknown, account: Address): AirdropClaim | null | undefined {
  if (!isRecord(json)) return null
  const key = Object.keys(json).find((k) => k.toLowerCase() === account.toLowerCase())
  if (key === undefined) return undefined
  const entry = json[key]
  if (!isRecord(entry)) return null
  const { index, amount, proof, flags } = entry
  if (typeof index !== 'number' || !Number.isSafeInteger(index) || index < 0) return null
  if (typeof amount !== 'string' || !NUMBER.test(amount)) return null
  if (!Array.isArray(proof) || !proof.every((p) => typeof p === 'string' && BYTES32.test(p)))
    return null
  return {
    account: getAddress(account),
    index,
    amount: BigInt(amount),
    proof: proof as Hex[],
    flags: parseFlags(flags),
  }
}

function parseFlags(flags: unknown): ClaimFlags {
  const f = isRecord(flags) ? flags : {}
  return { isSOCKS: f.isSOCKS === true, isLP: f.isLP === true, isUser: f.isUser === true }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}
