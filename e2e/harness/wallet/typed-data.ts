// eth_signTypedData_v4 arrives as JSON: integers are decimal or hex strings (JSON has no
// bigint) and `types` includes EIP712Domain. viem's local signer wants bigints and derives the
// domain type itself, so convert the message the way a wallet's JSON parser would.
import type { TypedDataDefinition } from 'viem'

type Field = { name: string; type: string }
type Types = Record<string, Field[]>

const INT = /^u?int(\d+)?$/

function convert(type: string, value: unknown, types: Types): unknown {
  const array = /^(.*)\[(\d*)\]$/.exec(type)
  if (array) {
    const inner = array[1] ?? ''
    return Array.isArray(value) ? value.map((v) => convert(inner, v, types)) : value
  }
  if (INT.test(type) && (typeof value === 'string' || typeof value === 'number')) {
    return BigInt(value)
  }
  const struct = types[type]
  if (struct && typeof value === 'object' && value !== null) {
    const rec = value as Record<string, unknown>
    return Object.fromEntries(struct.map((f) => [f.name, convert(f.type, rec[f.name], types)]))
  }
  return value
}

export function normalizeTypedData(json: unknown): TypedDataDefinition {
  if (typeof json !== 'object' || json === null) throw new Error('typed data: not an object')
  const { types, primaryType, domain, message } = json as {
    types: Types
    primaryType: string
    domain?: Record<string, unknown>
    message: Record<string, unknown>
  }
  const { EIP712Domain: _domainType, ...rest } = types
  const d = { ...(domain ?? {}) }
  if (typeof d.chainId === 'string') d.chainId = BigInt(d.chainId)
  return {
    domain: d,
    types: rest,
    primaryType,
    message: convert(primaryType, message, rest) as Record<string, unknown>,
  } as unknown as TypedDataDefinition
}
