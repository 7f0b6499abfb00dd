// An action's arguments typed per its signature's parameters (spec 02 §2 Create Proposal:
// "actions (target, function signature, arguments)"). Each field is text; parseArgument turns
// it into the value the ABI encoder takes, or says what is wrong (a descriptor of strings.ts).
// Integers are exact (bigint); '1000e18' is accepted for whole-unit token amounts. Arrays and
// tuples are typed as JSON arrays whose items follow the same rules.
import type { MessageDescriptor } from '@lingui/core'
import {
  type AbiParameter,
  encodeAbiParameters,
  getAddress,
  type Hex,
  isAddress,
  isHex,
} from 'viem'
import { CREATE_PROPOSAL_STRINGS as S } from '../strings'

export type ArgumentResult = { ok: true; value: unknown } | { ok: false; error: MessageDescriptor }

const fail = (error: MessageDescriptor): ArgumentResult => ({ ok: false, error })
const withValues = (d: MessageDescriptor, values: Record<string, unknown>): MessageDescriptor => ({
  ...d,
  values,
})

const INTEGER = /^(-?)(\d+)(?:\.(\d+))?(?:e(\d+))?$/i

/** '12', '-3', '1000e18', '1.5e18' → bigint; undefined when not an exact integer. */
export function parseInteger(text: string): bigint | undefined {
  const m = INTEGER.exec(text.replace(/[_,\s]/g, ''))
  if (!m) return undefined
  const [, sign, whole = '', fraction = '', exponent] = m
  const e = exponent === undefined ? 0 : Number(exponent)
  if (exponent === undefined && fraction) return undefined
  if (fraction.length > e || e > 200) return undefined
  const digits = BigInt(whole + fraction.padEnd(e, '0'))
  return sign ? -digits : digits
}

function parseScalar(type: string, raw: unknown): ArgumentResult {
  const text = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : raw
  if (type === 'string')
    return typeof raw === 'string' ? { ok: true, value: raw } : fail(S.errRequired)
  if (typeof text === 'boolean' && type === 'bool') return { ok: true, value: text }
  if (typeof text !== 'string') return fail(S.errRequired)
  if (text === '') return fail(S.errRequired)
  if (type === 'address')
    return isAddress(text, { strict: false })
      ? { ok: true, value: getAddress(text) }
      : fail(S.errAddress)
  if (type === 'bool') {
    if (text === 'true' || text === 'false') return { ok: true, value: text === 'true' }
    return fail(S.errBool)
  }
  const int = /^(u?)int(\d*)$/.exec(type)
  if (int) {
    const bits = int[2] ? Number(int[2]) : 256
    const value = parseInteger(text)
    if (value === undefined) return fail(S.errInteger)
    const [min, max] = int[1]
      ? [0n, 2n ** BigInt(bits) - 1n]
      : [-(2n ** BigInt(bits - 1)), 2n ** BigInt(bits - 1) - 1n]
    return value < min || value > max ? fail(withValues(S.errRange, { type })) : { ok: true, value }
  }
  const bytes = /^bytes(\d*)$/.exec(type)
  if (bytes) {
    if (!isHex(text, { strict: true }) || text.length % 2 !== 0) return fail(S.errHex)
    const n = bytes[1] ? Number(bytes[1]) : undefined
    if (n !== undefined && text.length !== 2 + 2 * n) return fail(withValues(S.errHexLength, { n }))
    return { ok: true, value: text.toLowerCase() as Hex }
  }
  return fail(S.errRequired)
}

const ARRAY = /^(.*)\[(\d*)\]$/

/** One value of `param` from the field's text (or a JSON item inside an array or tuple). */
export function parseArgument(param: AbiParameter, raw: unknown): ArgumentResult {
  const array = ARRAY.exec(param.type)
  if (array || param.type === 'tuple') {
    let items: unknown = raw
    if (typeof raw === 'string') {
      try {
        items = JSON.parse(raw)
      } catch {
        return fail(S.errArray)
      }
    }
    if (!Array.isArray(items)) return fail(S.errArray)
    if (array) {
      const length = array[2] ? Number(array[2]) : undefined
      if (length !== undefined && items.length !== length) return fail(S.errArray)
      const inner = { ...param, type: array[1] ?? '' } as AbiParameter
      return collect(items.map((item) => parseArgument(inner, item)))
    }
    const components = 'components' in param ? param.components : []
    if (items.length !== components.length) return fail(S.errArray)
    return collect(components.map((c, i) => parseArgument(c, items[i])))
  }
  return parseScalar(param.type, raw)
}

function collect(results: ArgumentResult[]): ArgumentResult {
  const values: unknown[] = []
  for (const r of results) {
    if (!r.ok) return r
    values.push(r.value)
  }
  return { ok: true, value: values }
}

/** The calldata Bravo stores beside a signature: the arguments alone, ABI-encoded. */
export function encodeArguments(inputs: readonly AbiParameter[], values: readonly unknown[]): Hex {
  return encodeAbiParameters(inputs, values)
}
