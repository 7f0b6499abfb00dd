import { decodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { v2Router02Abi } from '../../../../chain/abis/v2'
import { buildV2AddCall, minimumAmount, v2AddSlippageBps } from './addCall'

const ROUTER = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'
const A = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const B = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('v2 add slippage (spec 02 §9)', () => {
  it('is 0.50 % by default, the user tolerance when set, and 50 % to create', () => {
    expect(v2AddSlippageBps('auto', false)).toBe(50)
    expect(v2AddSlippageBps(120, false)).toBe(120)
    expect(v2AddSlippageBps('auto', true)).toBe(5000)
    expect(v2AddSlippageBps(120, true)).toBe(5000)
  })

  it('rounds minimums down and refuses a slippage outside 0..100 %', () => {
    expect(minimumAmount(1000n, 50)).toBe(995n)
    expect(minimumAmount(1001n, 50)).toBe(995n)
    expect(minimumAmount(1000n, 5000)).toBe(500n)
    expect(minimumAmount(1000n, 0)).toBe(1000n)
    expect(minimumAmount(1000n, 10_000)).toBe(0n)
    expect(() => minimumAmount(1000n, -1)).toThrow('Unexpected slippage')
    expect(() => minimumAmount(1000n, 10_001)).toThrow('Unexpected slippage')
  })
})

describe('buildV2AddCall (spec 02 §7)', () => {
  const base = {
    router: ROUTER,
    tokenA: A,
    tokenB: B,
    amountA: 2000n,
    amountB: 1000n,
    slippageBps: 50,
    recipient: ME,
    deadline: 1234n,
  } as const

  it('calls addLiquidity for two tokens, in A/B order, without value', () => {
    const call = buildV2AddCall({ ...base, nativeSide: undefined })
    expect(call.to).toBe(ROUTER)
    expect(call.value).toBe(0n)
    const { functionName, args } = decodeFunctionData({ abi: v2Router02Abi, data: call.data })
    expect(functionName).toBe('addLiquidity')
    expect(args).toEqual([A, B, 2000n, 1000n, 1990n, 995n, ME, 1234n])
  })

  it('calls addLiquidityETH with the native side as value', () => {
    const call = buildV2AddCall({ ...base, nativeSide: 'a' })
    expect(call.value).toBe(2000n)
    const { functionName, args } = decodeFunctionData({ abi: v2Router02Abi, data: call.data })
    expect(functionName).toBe('addLiquidityETH')
    expect(args).toEqual([B, 1000n, 995n, 1990n, ME, 1234n])
    const other = buildV2AddCall({ ...base, nativeSide: 'b' })
    expect(other.value).toBe(1000n)
    expect(decodeFunctionData({ abi: v2Router02Abi, data: other.data }).args).toEqual([
      A,
      2000n,
      1990n,
      995n,
      ME,
      1234n,
    ])
  })
})
