// A proposal's actions as a voter reads them (issue 16: 'the actions decoded (target, function,
// arguments)'). Bravo stores each action as target, value, signature and calldata; the Timelock
// calls target with selector(signature) ++ calldata when the signature is set, else calldata as
// is (issue 16 plan). So with a signature the calldata is exactly the ABI-encoded arguments of
// its parameter types.
import { type AbiParameter, type Address, decodeAbiParameters, type Hex, parseAbiItem } from 'viem'

export interface DecodedArgument {
  /** The Solidity type ('address', 'uint256', 'tuple(...)'). */
  type: string
  /** Shown as is: addresses checksummed, integers in decimal, arrays and tuples bracketed. */
  value: string
}

export interface ProposalAction {
  target: Address
  /** Wei sent with the call. */
  value: bigint
  /** The function signature as stored ('transfer(address,uint256)'), or '' for raw calldata. */
  signature: string
  calldata: Hex
  /** The arguments by the signature's types; undefined when they do not decode. */
  args: DecodedArgument[] | undefined
}

/** The parameter types of `signature`, or undefined when it is not a function signature. */
export function signatureParameters(signature: string): readonly AbiParameter[] | undefined {
  if (!/^[A-Za-z_$][\w$]*\(.*\)$/.test(signature.trim())) return undefined
  try {
    const item = parseAbiItem(`function ${signature.trim()}`)
    return item.type === 'function' ? item.inputs : undefined
  } catch {
    return undefined
  }
}

/** A decoded value shown by its parameter: tuples in parentheses, arrays in brackets. */
function formatValue(param: AbiParameter, value: unknown): string {
  const components = 'components' in param ? param.components : undefined
  const array = /^(.*)\[\d*\]$/.exec(param.type)
  if (array && Array.isArray(value)) {
    const inner = { ...param, type: array[1] ?? '' } as AbiParameter
    return `[${value.map((v) => formatValue(inner, v)).join(', ')}]`
  }
  if (components && value !== null && typeof value === 'object') {
    const parts = Array.isArray(value)
      ? value
      : components.map((c, i) => (value as Record<string, unknown>)[c.name ?? String(i)])
    return `(${components.map((c, i) => formatValue(c, parts[i])).join(', ')})`
  }
  return typeof value === 'bigint' ? value.toString() : String(value)
}

const typeOf = (p: AbiParameter): string =>
  'components' in p && p.components
    ? `${p.type.replace(/^tuple/, `(${p.components.map(typeOf).join(',')})`)}`
    : p.type

/** One action, its arguments decoded by its signature when it has one. */
export function decodeAction(action: {
  target: Address
  value: bigint
  signature: string
  calldata: Hex
}): ProposalAction {
  const params = action.signature ? signatureParameters(action.signature) : undefined
  let args: DecodedArgument[] | undefined
  if (params) {
    try {
      const values = decodeAbiParameters(params, action.calldata)
      args = params.map((p, i) => ({ type: typeOf(p), value: formatValue(p, values[i]) }))
    } catch {
      args = undefined
    }
  }
  return { ...action, args }
}
