// A function signature as the timelock hashes it for the selector: 'transfer(address,uint256)'.
// Users may type parameter names or 'uint' (viem's parser accepts Solidity's forms); what is
// proposed is the canonical form, since the selector is keccak256 of that exact string.
import { type AbiParameter, parseAbiItem, toFunctionSignature } from 'viem'

export type ParsedSignature =
  | { ok: true; signature: string; inputs: readonly AbiParameter[] }
  | { ok: false }

export function parseSignature(text: string): ParsedSignature {
  const trimmed = text.trim()
  if (!/^[A-Za-z_$][\w$]*\s*\(.*\)$/s.test(trimmed)) return { ok: false }
  try {
    const item = parseAbiItem(`function ${trimmed}`)
    if (item.type !== 'function') return { ok: false }
    return { ok: true, signature: toFunctionSignature(item), inputs: item.inputs }
  } catch {
    return { ok: false }
  }
}
