// The query of GET /quote (spec 01 §7.1): protocols (v2,v3; v4 since issue 31), tokenInAddress, tokenInChainId,
// tokenOutAddress, tokenOutChainId, amount, type (exactIn | exactOut). Pure: the caller passes
// the chains it serves. Every rejection names the parameter and what was wrong, because a
// client developer reads it in a network tab, not in our logs.
import type { Protocol } from '@tidepool/routing'
import { isAddress } from 'viem'

export type Address = `0x${string}`

export interface QuoteParams {
  chainId: number
  /** Lowercase hex, as the engine compares addresses. */
  tokenIn: Address
  tokenOut: Address
  /** Raw units of tokenIn (exactIn) or tokenOut (exactOut). */
  amount: bigint
  type: 'exactIn' | 'exactOut'
  protocols: Protocol[]
}

/** A 4xx answer: `errorCode` is stable for programs, `detail` is for people. */
export class RequestError extends Error {
  override name = 'RequestError'
  readonly status: number
  readonly errorCode: string
  constructor(status: number, errorCode: string, detail: string) {
    super(detail)
    this.status = status
    this.errorCode = errorCode
  }
}

const invalid = (detail: string): RequestError => new RequestError(400, 'VALIDATION_ERROR', detail)

const MAX_UINT256 = (1n << 256n) - 1n
const UINT = /^[0-9]+$/
/**
 * Issue 31: v4 is routed where the chain has it. Without `protocols` every protocol is searched;
 * the web app names the ones it can send (v2,v3 until its Universal Router path lands).
 */
const PROTOCOLS: readonly Protocol[] = ['v2', 'v3', 'v4']

export const QUERY_PARAMS = [
  'protocols',
  'tokenInAddress',
  'tokenInChainId',
  'tokenOutAddress',
  'tokenOutChainId',
  'amount',
  'type',
] as const

function single(query: URLSearchParams, name: string): string {
  const values = query.getAll(name)
  if (values.length === 0 || values[0] === '') throw invalid(`missing query parameter '${name}'`)
  if (values.length > 1) throw invalid(`query parameter '${name}' is given more than once`)
  return values[0] ?? ''
}

function parseChainId(query: URLSearchParams, name: string, chains: ReadonlySet<number>): number {
  const raw = single(query, name)
  if (!UINT.test(raw) || !Number.isSafeInteger(Number(raw)))
    throw invalid(`'${name}' must be a decimal chain id, got '${raw}'`)
  const id = Number(raw)
  if (!chains.has(id))
    throw invalid(
      `'${name}' ${id} is not a chain this service quotes on (${[...chains].join(', ')})`,
    )
  return id
}

function parseAddress(query: URLSearchParams, name: string): Address {
  const raw = single(query, name)
  // Lowercase, uppercase or a correct EIP-55 checksum; a mixed case that fails the checksum is
  // a typo, not an address.
  if (!isAddress(raw, { strict: true }))
    throw invalid(`'${name}' must be a 0x-prefixed 20-byte hex address (EIP-55 if mixed case)`)
  return raw.toLowerCase() as Address
}

function parseAmount(query: URLSearchParams): bigint {
  const raw = single(query, 'amount')
  // Raw token units only: no sign, decimals or exponent — the client scales by decimals.
  if (!UINT.test(raw))
    throw invalid(`'amount' must be a positive integer in raw token units, got '${raw}'`)
  const amount = BigInt(raw)
  if (amount === 0n) throw invalid(`'amount' must be greater than zero`)
  if (amount > MAX_UINT256) throw invalid(`'amount' exceeds 2^256 - 1`)
  return amount
}

function parseType(query: URLSearchParams): QuoteParams['type'] {
  const raw = single(query, 'type')
  if (raw !== 'exactIn' && raw !== 'exactOut')
    throw invalid(`'type' must be 'exactIn' or 'exactOut', got '${raw}'`)
  return raw
}

function parseProtocols(query: URLSearchParams): Protocol[] {
  const values = query.getAll('protocols')
  if (values.length === 0) return [...PROTOCOLS]
  // Accepts both `protocols=v2,v3` and `protocols=v2&protocols=v3`, any case (the reference
  // interface sends `v2,v3`).
  const items = values.flatMap((v) => v.split(',')).map((v) => v.trim().toLowerCase())
  const chosen: Protocol[] = []
  for (const item of items) {
    const protocol = PROTOCOLS.find((p) => p === item)
    if (protocol === undefined)
      throw invalid(`'protocols' must be a comma-separated subset of v2,v3,v4, got '${item}'`)
    if (!chosen.includes(protocol)) chosen.push(protocol)
  }
  return chosen
}

/** Validates the query; throws RequestError (400) with a message naming the bad parameter. */
export function parseQuoteParams(query: URLSearchParams, chains: ReadonlySet<number>): QuoteParams {
  for (const name of query.keys()) {
    if (!(QUERY_PARAMS as readonly string[]).includes(name))
      throw invalid(`unknown query parameter '${name}' (expected ${QUERY_PARAMS.join(', ')})`)
  }
  const tokenIn = parseAddress(query, 'tokenInAddress')
  const tokenOut = parseAddress(query, 'tokenOutAddress')
  const inChain = parseChainId(query, 'tokenInChainId', chains)
  const outChain = parseChainId(query, 'tokenOutChainId', chains)
  if (inChain !== outChain)
    throw invalid(`cross-chain quotes are not supported (${inChain} → ${outChain})`)
  if (tokenIn === tokenOut) throw invalid('tokenInAddress and tokenOutAddress are the same token')
  return {
    chainId: inChain,
    tokenIn,
    tokenOut,
    amount: parseAmount(query),
    type: parseType(query),
    protocols: parseProtocols(query),
  }
}
