import { Percent, Token } from '@uniswap/sdk-core'
import {
  encodeSqrtRatioX96,
  FeeAmount,
  NonfungiblePositionManager,
  Pool,
  Position,
  TickMath,
} from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import { ChainNativeCurrency } from '../../../../chain/sdkNativeCurrency'
import { addPositions, addSlippageBps, buildAddCall } from './addCall'

const WETH = new Token(31337, '0x0000000000000000000000000000000000000002', 18, 'WETH')
const DAI = new Token(31337, '0x0000000000000000000000000000000000000001', 18, 'DAI')
const sqrt = encodeSqrtRatioX96(1, 1)
const pool = new Pool(DAI, WETH, FeeAmount.MEDIUM, sqrt, 0, TickMath.getTickAtSqrtRatio(sqrt))
const decode = (data: string) => {
  // One call alone is sent as is; several go through the manager's multicall.
  if (!data.startsWith('0xac9650d8'))
    return [NonfungiblePositionManager.INTERFACE.parseTransaction({ data })]
  const [calls] = NonfungiblePositionManager.INTERFACE.decodeFunctionData(
    'multicall',
    data,
  ) as unknown as [string[]]
  return calls.map((c) => NonfungiblePositionManager.INTERFACE.parseTransaction({ data: c }))
}

describe('buildAddCall', () => {
  it('creates the pool then mints with 0.5 % slippage in range', () => {
    const { data, value } = buildAddCall({
      pool,
      range: { tickLower: -600, tickUpper: 600 },
      amount0: 10n ** 18n,
      amount1: 10n ** 18n,
      outOfRange: false,
      deadline: 1000n,
      mint: { recipient: '0x0000000000000000000000000000000000000009', createPool: true },
    })
    const calls = decode(data)
    expect(calls.map((c) => c.name)).toEqual(['createAndInitializePoolIfNecessary', 'mint'])
    expect(calls[1]?.args[0].deadline.toString()).toBe('1000')
    expect(value).toBe(0n)
  })

  it('asks for exactly the single-sided amount out of range (0 %) and sends ETH as value', () => {
    const native = new ChainNativeCurrency(WETH, 'ETH', 'Ether')
    const { data, value } = buildAddCall({
      pool,
      range: { tickLower: 600, tickUpper: 1200 },
      amount0: 10n ** 18n,
      amount1: 0n,
      outOfRange: true,
      deadline: 1000n,
      tokenId: 7n,
      native,
    })
    const calls = decode(data)
    expect(calls[0]?.name).toBe('increaseLiquidity')
    const args = calls[0]?.args[0]
    expect(args.tokenId.toString()).toBe('7')
    expect(args.amount0Min.toString()).toBe(args.amount0Desired.toString())
    expect(addSlippageBps(true)).toBe(0)
    // DAI is token0 here: the ETH side (token1) is 0, so nothing is sent as value.
    expect(value).toBe(0n)
  })
})

describe('addPositions', () => {
  it('mints what the manager works out again from the amounts the SDK sends', () => {
    const range = { tickLower: -6000, tickUpper: 6000 }
    for (const [a0, a1] of [
      [10n ** 18n + 7n, 3n * 10n ** 17n + 13n],
      [123456789n, 987654321n],
    ] as const) {
      const { sent, minted } = addPositions(pool, range, a0, a1)
      const again = Position.fromAmounts({
        pool,
        ...range,
        amount0: sent.mintAmounts.amount0,
        amount1: sent.mintAmounts.amount1,
        useFullPrecision: false,
      })
      expect(minted.liquidity.toString()).toBe(again.liquidity.toString())
      // The minimums at 0 % are the minted position's amounts: the call cannot revert on them.
      const min = sent.mintAmountsWithSlippage(new Percent(0))
      expect(min.amount0.toString()).toBe(minted.mintAmounts.amount0.toString())
    }
  })
})
