import SwapRouter02 from '@uniswap/swap-router-contracts/artifacts/contracts/SwapRouter02.sol/SwapRouter02.json'
import { type Abi, decodeFunctionData, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  ALICE,
  currency,
  DAI,
  DEADLINE,
  ETH,
  route,
  trade,
  USDC,
  v2Hop,
  v2In,
  v2Out,
  v3Hop,
  WETH,
} from '../testing/calldataTrades'
import { buildSwapCalldata } from './calldata'
import { maximumAmountIn, minimumAmountOut } from './slippage'

const abi = SwapRouter02.abi as Abi
const MSG_SENDER = '0x0000000000000000000000000000000000000001'
const ADDRESS_THIS = '0x0000000000000000000000000000000000000002'
interface Call {
  functionName: string
  args: readonly unknown[]
}

/** The multicall's deadline and its inner calls, decoded with SwapRouter02's own ABI. */
function decode(calldata: Hex): { deadline: bigint; calls: Call[] } {
  const outer = decodeFunctionData({ abi, data: calldata })
  expect(outer.functionName).toBe('multicall')
  const [deadline, inner] = outer.args as [bigint, Hex[]]
  const calls = inner.map((data) => {
    const d = decodeFunctionData({ abi, data })
    return { functionName: d.functionName, args: d.args ?? [] }
  })
  return { deadline, calls }
}

const lower = (a: string) => a.toLowerCase()

describe('buildSwapCalldata (SwapRouter02 through router-sdk)', () => {
  it('single-hop v3 exact input: exactInputSingle with the slippage-adjusted minimum', () => {
    const t = trade('exactIn', currency(WETH), currency(USDC), [
      route([v3Hop(WETH, USDC, 500, 10n ** 18n, 3_000_000_000n)], 10n ** 18n, 3_000_000_000n),
    ])
    const { calldata, value } = buildSwapCalldata({ trade: t, slippageBps: 50, deadline: DEADLINE })
    const { deadline, calls } = decode(calldata)
    expect(deadline).toBe(DEADLINE)
    expect(value).toBe(0n)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.functionName).toBe('exactInputSingle')
    expect(calls[0]?.args[0]).toMatchObject({
      tokenIn: WETH.address,
      tokenOut: USDC.address,
      fee: 500,
      recipient: MSG_SENDER,
      amountIn: 10n ** 18n,
      amountOutMinimum: minimumAmountOut(t, 50),
      sqrtPriceLimitX96: 0n,
    })
    expect(minimumAmountOut(t, 50)).toBe(2_985_000_000n)
  })

  it('v2 exact input to a recipient: swapExactTokensForTokens', () => {
    const [rIn, rOut] = [1_000n * 10n ** 18n, 3_000_000n * 10n ** 6n]
    const amountIn = 2n * 10n ** 18n
    const out = v2Out(amountIn, rIn, rOut)
    const t = trade('exactIn', currency(WETH), currency(USDC), [
      route([v2Hop(WETH, USDC, rIn, rOut)], amountIn, out),
    ])
    const { calldata } = buildSwapCalldata({
      trade: t,
      slippageBps: 100,
      deadline: DEADLINE,
      recipient: ALICE,
    })
    const { calls } = decode(calldata)
    expect(calls).toEqual([
      {
        functionName: 'swapExactTokensForTokens',
        args: [amountIn, minimumAmountOut(t, 100), [WETH.address, USDC.address], ALICE],
      },
    ])
  })

  it('mixed multi-hop: the v3 section keeps the output in the router, the v2 section spends it', () => {
    const [rIn, rOut] = [3_000_000n * 10n ** 6n, 3_000_000n * 10n ** 18n]
    const mid = 2_990_000_000n
    const out = v2Out(mid, rIn, rOut)
    const t = trade('exactIn', currency(WETH), currency(DAI), [
      route(
        [v3Hop(WETH, USDC, 500, 10n ** 18n, mid), v2Hop(USDC, DAI, rIn, rOut)],
        10n ** 18n,
        out,
      ),
    ])
    const { calls } = decode(
      buildSwapCalldata({ trade: t, slippageBps: 50, deadline: DEADLINE }).calldata,
    )
    expect(calls.map((c) => c.functionName)).toEqual(['exactInput', 'swapExactTokensForTokens'])
    expect(calls[0]?.args[0]).toMatchObject({
      recipient: ADDRESS_THIS,
      amountIn: 10n ** 18n,
      amountOutMinimum: 0n,
    })
    const path = (calls[0]?.args[0] as { path: Hex } | undefined)?.path ?? '0x'
    expect(lower(path)).toBe(lower(`${WETH.address}0001f4${USDC.address.slice(2)}`))
    // CONTRACT_BALANCE (0): the second section swaps whatever the first left in the router.
    expect(calls[1]?.args).toEqual([
      0n,
      minimumAmountOut(t, 50),
      [USDC.address, DAI.address],
      MSG_SENDER,
    ])
  })

  it('split over two v3 pools: one swap per route, each with its own minimum', () => {
    const routes = [
      route(
        [v3Hop(WETH, USDC, 500, 6n * 10n ** 17n, 1_800_000_000n)],
        6n * 10n ** 17n,
        1_800_000_000n,
      ),
      route(
        [v3Hop(WETH, USDC, 3000, 4n * 10n ** 17n, 1_190_000_001n)],
        4n * 10n ** 17n,
        1_190_000_001n,
      ),
    ]
    const t = trade('exactIn', currency(WETH), currency(USDC), routes)
    const { calls } = decode(
      buildSwapCalldata({ trade: t, slippageBps: 30, deadline: DEADLINE }).calldata,
    )
    expect(calls.map((c) => c.functionName)).toEqual(['exactInputSingle', 'exactInputSingle'])
    routes.forEach((r, i) => {
      expect(calls[i]?.args[0]).toMatchObject({
        fee: i === 0 ? 500 : 3000,
        amountIn: r.amountIn,
        amountOutMinimum: minimumAmountOut({ tradeType: 'exactIn', outputAmount: r.amountOut }, 30),
      })
    })
  })

  it('exact output: exactOutputSingle with the slippage-adjusted maximum input', () => {
    const t = trade('exactOut', currency(USDC), currency(WETH), [
      route([v3Hop(USDC, WETH, 500, 3_010_000_000n, 10n ** 18n)], 3_010_000_000n, 10n ** 18n),
    ])
    const { calls } = decode(
      buildSwapCalldata({ trade: t, slippageBps: 50, deadline: DEADLINE }).calldata,
    )
    expect(calls).toHaveLength(1)
    expect(calls[0]?.functionName).toBe('exactOutputSingle')
    expect(calls[0]?.args[0]).toMatchObject({
      tokenIn: USDC.address,
      tokenOut: WETH.address,
      amountOut: 10n ** 18n,
      amountInMaximum: maximumAmountIn(t, 50),
      recipient: MSG_SENDER,
    })
    expect(maximumAmountIn(t, 50)).toBe(3_025_050_000n)
  })

  it('exact output v2 multi-hop: swapTokensForExactTokens along the path', () => {
    const [r1In, r1Out, r2In, r2Out] = [
      3_000_000n * 10n ** 18n,
      3_000_000n * 10n ** 6n,
      3_000_000n * 10n ** 6n,
      1_000n * 10n ** 18n,
    ]
    const out = 10n ** 17n
    const mid = v2In(out, r2In, r2Out)
    const amountIn = v2In(mid, r1In, r1Out)
    const t = trade('exactOut', currency(DAI), currency(WETH), [
      route([v2Hop(DAI, USDC, r1In, r1Out), v2Hop(USDC, WETH, r2In, r2Out)], amountIn, out),
    ])
    const { calls } = decode(
      buildSwapCalldata({ trade: t, slippageBps: 50, deadline: DEADLINE }).calldata,
    )
    expect(calls).toEqual([
      {
        functionName: 'swapTokensForExactTokens',
        args: [out, maximumAmountIn(t, 50), [DAI.address, USDC.address, WETH.address], MSG_SENDER],
      },
    ])
  })

  it('native input: sends the amount as value and the router wraps it', () => {
    const t = trade('exactIn', ETH, currency(USDC), [
      route([v3Hop(WETH, USDC, 500, 10n ** 18n, 3_000_000_000n)], 10n ** 18n, 3_000_000_000n),
    ])
    const { calldata, value } = buildSwapCalldata({ trade: t, slippageBps: 50, deadline: DEADLINE })
    expect(value).toBe(10n ** 18n)
    const { calls } = decode(calldata)
    expect(calls.map((c) => c.functionName)).toEqual(['exactInputSingle'])
    expect(calls[0]?.args[0]).toMatchObject({ tokenIn: WETH.address, recipient: MSG_SENDER })
  })

  it('native input, exact output: sends the maximum and refunds the rest', () => {
    const t = trade('exactOut', ETH, currency(USDC), [
      route([v3Hop(WETH, USDC, 500, 10n ** 18n, 3_000_000_000n)], 10n ** 18n, 3_000_000_000n),
    ])
    const { calldata, value } = buildSwapCalldata({ trade: t, slippageBps: 50, deadline: DEADLINE })
    expect(value).toBe(maximumAmountIn(t, 50))
    expect(decode(calldata).calls.map((c) => c.functionName)).toEqual([
      'exactOutputSingle',
      'refundETH',
    ])
  })

  it('native output to a recipient: swaps into the router, then unwraps to the recipient', () => {
    const t = trade('exactIn', currency(USDC), ETH, [
      route([v3Hop(USDC, WETH, 500, 3_000_000_000n, 10n ** 18n)], 3_000_000_000n, 10n ** 18n),
    ])
    const { calldata, value } = buildSwapCalldata({
      trade: t,
      slippageBps: 50,
      deadline: DEADLINE,
      recipient: ALICE,
    })
    expect(value).toBe(0n)
    const { calls } = decode(calldata)
    expect(calls.map((c) => c.functionName)).toEqual(['exactInputSingle', 'unwrapWETH9'])
    expect(calls[0]?.args[0]).toMatchObject({ tokenOut: WETH.address, recipient: ADDRESS_THIS })
    expect(calls[1]?.args).toEqual([minimumAmountOut(t, 50), ALICE])
  })

  it('with a permit: selfPermit for the input token comes first', () => {
    const t = trade('exactIn', currency(DAI), currency(USDC), [
      route([v3Hop(DAI, USDC, 100, 10n ** 21n, 999_000_000n)], 10n ** 21n, 999_000_000n),
    ])
    const permit = {
      v: 28 as const,
      r: `0x${'ab'.repeat(32)}` as Hex,
      s: `0x${'cd'.repeat(32)}` as Hex,
      amount: 10n ** 21n,
      deadline: DEADLINE + 60n,
    }
    const { calls } = decode(
      buildSwapCalldata({ trade: t, slippageBps: 50, deadline: DEADLINE, permit }).calldata,
    )
    expect(calls.map((c) => c.functionName)).toEqual(['selfPermit', 'exactInputSingle'])
    expect(calls[0]?.args).toEqual([
      DAI.address,
      permit.amount,
      permit.deadline,
      28,
      permit.r,
      permit.s,
    ])
  })

  it('refuses a trade without routes', () => {
    const t = trade('exactIn', currency(WETH), currency(USDC), [])
    expect(() => buildSwapCalldata({ trade: t, slippageBps: 50, deadline: DEADLINE })).toThrow(
      'Expected route to have at least one pair or pool',
    )
  })
})
