import { describe, expect, it } from 'vitest'
import { parseQuoteParams, RequestError } from './params.ts'

const WETH = '0x73511669fd4dE447feD18BB79bAFeAC93aB7F31f'
const USDC = '0xabb12158488d9c9bd52c14b9ae4c835ece4a6e13'
const CHAINS = new Set([31337, 412346])

const valid = {
  protocols: 'v2,v3',
  tokenInAddress: WETH,
  tokenInChainId: '31337',
  tokenOutAddress: USDC,
  tokenOutChainId: '31337',
  amount: '1000000000000000000',
  type: 'exactIn',
}

function parse(overrides: Record<string, string | undefined>) {
  const query = new URLSearchParams()
  for (const [k, v] of Object.entries({ ...valid, ...overrides }))
    if (v !== undefined) query.set(k, v)
  return parseQuoteParams(query, CHAINS)
}

function rejection(overrides: Record<string, string | undefined>): RequestError {
  try {
    parse(overrides)
  } catch (e) {
    if (e instanceof RequestError) return e
    throw e
  }
  throw new Error('expected a RequestError')
}

describe('parseQuoteParams', () => {
  it('parses the spec 01 §7.1 query, lowercasing addresses', () => {
    expect(parse({})).toEqual({
      chainId: 31337,
      tokenIn: WETH.toLowerCase(),
      tokenOut: USDC,
      amount: 10n ** 18n,
      type: 'exactIn',
      protocols: ['v2', 'v3'],
    })
  })

  it('defaults protocols to v2, v3 and v4, and accepts a subset in any case or repeated', () => {
    expect(parse({ protocols: undefined }).protocols).toEqual(['v2', 'v3', 'v4'])
    expect(parse({ protocols: 'V2' }).protocols).toEqual(['v2'])
    const query = new URLSearchParams({ ...valid, protocols: 'v3' })
    query.append('protocols', 'v2')
    expect(parseQuoteParams(query, CHAINS).protocols).toEqual(['v3', 'v2'])
  })

  it('accepts exactOut and the largest uint256 amount', () => {
    const max = ((1n << 256n) - 1n).toString()
    expect(parse({ type: 'exactOut', amount: max })).toMatchObject({
      type: 'exactOut',
      amount: (1n << 256n) - 1n,
    })
  })

  it.each([
    'tokenInAddress',
    'tokenInChainId',
    'tokenOutAddress',
    'tokenOutChainId',
    'amount',
    'type',
  ])('rejects a missing %s with 400 naming it', (name) => {
    const e = rejection({ [name]: undefined })
    expect(e.status).toBe(400)
    expect(e.errorCode).toBe('VALIDATION_ERROR')
    expect(e.message).toBe(`missing query parameter '${name}'`)
  })

  it.each([
    ['not hex', '0xzz11669fd4dE447feD18BB79bAFeAC93aB7F31f'],
    ['too short', '0x7351'],
    ['no 0x prefix', '73511669fd4dE447feD18BB79bAFeAC93aB7F31f00'],
    ['a wrong EIP-55 checksum', '0x73511669fd4de447feD18BB79bAFeAC93aB7F31f'],
    ['a symbol', 'ETH'],
  ])('rejects a bad address (%s)', (_why, address) => {
    const e = rejection({ tokenOutAddress: address })
    expect(e.status).toBe(400)
    expect(e.message).toContain("'tokenOutAddress' must be a 0x-prefixed 20-byte hex address")
  })

  it.each([
    ['zero', '0', "'amount' must be greater than zero"],
    ['negative', '-5', "'amount' must be a positive integer in raw token units, got '-5'"],
    ['decimal', '1.5', "'amount' must be a positive integer in raw token units, got '1.5'"],
    ['exponent', '1e18', "'amount' must be a positive integer in raw token units, got '1e18'"],
    ['signed', '+5', "'amount' must be a positive integer in raw token units, got '+5'"],
    ['hex', '0x10', "'amount' must be a positive integer in raw token units, got '0x10'"],
    ['above uint256', (1n << 256n).toString(), "'amount' exceeds 2^256 - 1"],
  ])('rejects a %s amount', (_why, amount, message) => {
    const e = rejection({ amount })
    expect(e.status).toBe(400)
    expect(e.message).toBe(message)
  })

  it('rejects an unknown chain, listing the served ones', () => {
    const e = rejection({ tokenInChainId: '1', tokenOutChainId: '1' })
    expect(e.status).toBe(400)
    expect(e.message).toBe(
      "'tokenInChainId' 1 is not a chain this service quotes on (31337, 412346)",
    )
    expect(rejection({ tokenOutChainId: 'mainnet' }).message).toBe(
      "'tokenOutChainId' must be a decimal chain id, got 'mainnet'",
    )
  })

  it('rejects two different chains and the same token on both sides', () => {
    expect(rejection({ tokenOutChainId: '412346' }).message).toContain('cross-chain')
    expect(rejection({ tokenOutAddress: WETH.toLowerCase() }).message).toBe(
      'tokenInAddress and tokenOutAddress are the same token',
    )
  })

  it('rejects a bad type, an unknown protocol, a repeated or an unknown parameter', () => {
    expect(rejection({ type: 'EXACT_INPUT' }).message).toBe(
      "'type' must be 'exactIn' or 'exactOut', got 'EXACT_INPUT'",
    )
    expect(rejection({ protocols: 'v2,v5' }).message).toContain("got 'v5'")
    const repeated = new URLSearchParams(valid)
    repeated.append('amount', '2')
    expect(() => parseQuoteParams(repeated, CHAINS)).toThrow(
      "query parameter 'amount' is given more than once",
    )
    expect(rejection({ slippage: '0.5' }).message).toContain("unknown query parameter 'slippage'")
  })
})
