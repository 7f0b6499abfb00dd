import { decodeFunctionResult, encodeFunctionResult, getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { positionManagerAbi } from '../../../chain/abis/v3'
import { decodePosition, positionCall, positionFromResult } from './positionCall'

const MANAGER = getAddress('0xc36442b4a4522e871399cd717abdd847ab11fe88')
const OPERATOR = getAddress('0x1111111111111111111111111111111111111111')
const USDC = getAddress('0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48')
const WETH = getAddress('0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2')

// A USDC/WETH 0.05% position below tick 0 on both sides (int24 is signed), with fees owed: the
// answer goes through the ABI encoder and decoder, exactly as multicallReads hands it back.
const fields = {
  nonce: 3n,
  operator: OPERATOR,
  token0: USDC,
  token1: WETH,
  fee: 500,
  tickLower: -887_270,
  tickUpper: -200_310,
  liquidity: 123_456_789_012_345n,
  feeGrowthInside0LastX128: (1n << 200n) + 7n,
  feeGrowthInside1LastX128: 98_765_432_109_876_543_210n,
  tokensOwed0: 1_500_000n,
  tokensOwed1: 420_000_000_000_000n,
}
const tuple = decodeFunctionResult({
  abi: positionManagerAbi,
  functionName: 'positions',
  data: encodeFunctionResult({
    abi: positionManagerAbi,
    functionName: 'positions',
    result: [
      fields.nonce,
      fields.operator,
      fields.token0,
      fields.token1,
      fields.fee,
      fields.tickLower,
      fields.tickUpper,
      fields.liquidity,
      fields.feeGrowthInside0LastX128,
      fields.feeGrowthInside1LastX128,
      fields.tokensOwed0,
      fields.tokensOwed1,
    ],
  }),
})

describe('positionCall (spec 02 §7 positions(tokenId))', () => {
  it('calls positions on the position manager with the token id', () => {
    expect(positionCall({ positionManager: MANAGER, tokenId: 42n })).toEqual({
      address: MANAGER,
      abi: positionManagerAbi,
      functionName: 'positions',
      args: [42n],
    })
  })
})

describe('decodePosition', () => {
  it('names the twelve fields of a decoded positions() answer', () => {
    expect(decodePosition(tuple)).toEqual(fields)
  })

  it('names them in the order of the ABI outputs, so no field is shifted by one', () => {
    const positions = positionManagerAbi.find((item) => item.name === 'positions')
    const names = positions?.outputs.map((output) => output.name)
    expect(Object.keys(decodePosition(tuple))).toEqual(names)
  })

  it('keeps negative ticks and 256-bit fee growth exact', () => {
    const p = decodePosition(tuple)
    expect([p.tickLower, p.tickUpper]).toEqual([-887_270, -200_310])
    expect(p.feeGrowthInside0LastX128).toBe((1n << 200n) + 7n)
  })
})

describe('positionFromResult', () => {
  it('decodes a successful multicall entry', () => {
    expect(positionFromResult({ status: 'success', result: tuple })).toEqual(fields)
  })

  it('is null for a failed call (a burned or never-minted id reverts "Invalid token ID")', () => {
    expect(positionFromResult({ status: 'failure' })).toBeNull()
  })

  it('is null when the multicall has no entry for the call', () => {
    expect(positionFromResult(undefined)).toBeNull()
  })
})
