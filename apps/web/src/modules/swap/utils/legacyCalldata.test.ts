import { type Address, decodeFunctionData, type Hex, parseAbi } from 'viem'
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
import { buildLegacyCalldata } from './legacyCalldata'
import { maximumAmountIn, minimumAmountOut } from './slippage'

// v3-periphery SwapRouter's functions the SDK calls here (ISwapRouter, PeripheryPayments, Multicall).
const v3Abi = parseAbi([
  'struct ExactInputSingleParams { address tokenIn; address tokenOut; uint24 fee; address recipient; uint256 deadline; uint256 amountIn; uint256 amountOutMinimum; uint160 sqrtPriceLimitX96; }',
  'struct ExactOutputParams { bytes path; address recipient; uint256 deadline; uint256 amountOut; uint256 amountInMaximum; }',
  'function exactInputSingle(ExactInputSingleParams params) payable returns (uint256 amountOut)',
  'function exactOutput(ExactOutputParams params) payable returns (uint256 amountIn)',
  'function unwrapWETH9(uint256 amountMinimum, address recipient) payable',
  'function multicall(bytes[] data) payable returns (bytes[] results)',
])
const router02Abi = parseAbi([
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
])
const ME: Address = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const lower = (a: unknown) => String(a).toLowerCase()
const decodeV3 = (data: Hex) => {
  const d = decodeFunctionData({ abi: v3Abi, data })
  return { functionName: d.functionName, args: d.args as readonly unknown[] }
}
const decodeV2 = (data: Hex) => {
  const d = decodeFunctionData({ abi: router02Abi, data })
  return { functionName: d.functionName, args: d.args as readonly unknown[] }
}

// Reserves: 100 WETH / 300,000 USDC; USDC / DAI 1:1-ish (raw units differ by 10^12).
const R_WETH = 100n * 10n ** 18n
const R_USDC = 300_000n * 10n ** 6n
const R_DAI = 300_000n * 10n ** 18n

describe('buildLegacyCalldata V2 (UniswapV2Router02 through @uniswap/v2-sdk)', () => {
  it('exact input two hops: path, minimum from the pairs, the sender as recipient, deadline', () => {
    const a = 10n ** 18n
    const mid = v2Out(a, R_WETH, R_USDC)
    const out = v2Out(mid, R_USDC, R_DAI)
    const t = trade('exactIn', currency(WETH), currency(DAI), [
      route([v2Hop(WETH, USDC, R_WETH, R_USDC), v2Hop(USDC, DAI, R_USDC, R_DAI)], a, out),
    ])
    const { calldata, value } = buildLegacyCalldata('V2', {
      trade: t,
      slippageBps: 50,
      deadline: DEADLINE,
      from: ME,
    })
    const d = decodeV2(calldata)
    expect(d.functionName).toBe('swapExactTokensForTokens')
    const [amountIn, min, path, to, deadline] = d.args as [bigint, bigint, string[], string, bigint]
    expect(amountIn).toBe(a)
    expect(min).toBe(minimumAmountOut(t, 50))
    expect(path.map(lower)).toEqual([WETH, USDC, DAI].map((x) => lower(x.address)))
    expect(lower(to)).toBe(lower(ME))
    expect(deadline).toBe(DEADLINE)
    expect(value).toBe(0n)
  })

  it('exact output to a recipient: the maximum input and the recipient', () => {
    const out = 1_000n * 10n ** 6n
    const a = v2In(out, R_WETH, R_USDC)
    const t = trade('exactOut', currency(WETH), currency(USDC), [
      route([v2Hop(WETH, USDC, R_WETH, R_USDC)], a, out),
    ])
    const p = { trade: t, slippageBps: 100, deadline: DEADLINE, from: ME, recipient: ALICE }
    const d = decodeV2(buildLegacyCalldata('V2', p).calldata)
    expect(d.functionName).toBe('swapTokensForExactTokens')
    const [amountOut, max, , to] = d.args as [bigint, bigint, string[], string]
    expect(amountOut).toBe(out)
    expect(max).toBe(maximumAmountIn(t, 100))
    expect(lower(to)).toBe(lower(ALICE))
  })

  it('native in: swapExactETHForTokens with the input as value; native out: …ForETH', () => {
    const a = 10n ** 18n
    const out = v2Out(a, R_WETH, R_USDC)
    const ethIn = trade('exactIn', ETH, currency(USDC), [
      route([v2Hop(WETH, USDC, R_WETH, R_USDC)], a, out),
    ])
    const sent = buildLegacyCalldata('V2', {
      trade: ethIn,
      slippageBps: 50,
      deadline: DEADLINE,
      from: ME,
    })
    expect(decodeV2(sent.calldata).functionName).toBe('swapExactETHForTokens')
    expect(sent.value).toBe(a)
    const usdcIn = 3_000n * 10n ** 6n
    const ethOut = trade('exactIn', currency(USDC), ETH, [
      route([v2Hop(USDC, WETH, R_USDC, R_WETH)], usdcIn, v2Out(usdcIn, R_USDC, R_WETH)),
    ])
    const back = buildLegacyCalldata('V2', {
      trade: ethOut,
      slippageBps: 50,
      deadline: DEADLINE,
      from: ME,
    })
    const d = decodeV2(back.calldata)
    expect(d.functionName).toBe('swapExactTokensForETH')
    expect((d.args as unknown[])[1]).toBe(minimumAmountOut(ethOut, 50))
    expect(back.value).toBe(0n)
  })

  it('throws for what Router02 cannot carry: a v3 path, a split, a permit', () => {
    const v3 = trade('exactIn', currency(WETH), currency(USDC), [
      route(
        [v3Hop(WETH, USDC, 500, 10n ** 18n, 3_000n * 10n ** 6n)],
        10n ** 18n,
        3_000n * 10n ** 6n,
      ),
    ])
    const p = { slippageBps: 50, deadline: DEADLINE, from: ME }
    expect(() => buildLegacyCalldata('V2', { ...p, trade: v3 })).toThrow(/Unsupported approval/)
    const a = 10n ** 18n
    const r = () => route([v2Hop(WETH, USDC, R_WETH, R_USDC)], a, v2Out(a, R_WETH, R_USDC))
    const split = trade('exactIn', currency(WETH), currency(USDC), [r(), r()])
    expect(() => buildLegacyCalldata('V2', { ...p, trade: split })).toThrow(/Unsupported approval/)
  })
})

describe('buildLegacyCalldata V3 (v3-periphery SwapRouter through @uniswap/v3-sdk)', () => {
  it('single hop exact input: exactInputSingle with the quoted minimum and the sender', () => {
    const a = 10n ** 18n
    const out = 3_000n * 10n ** 6n
    const t = trade('exactIn', currency(WETH), currency(USDC), [
      route([v3Hop(WETH, USDC, 500, a, out)], a, out),
    ])
    const { calldata, value } = buildLegacyCalldata('V3', {
      trade: t,
      slippageBps: 50,
      deadline: DEADLINE,
      from: ME,
    })
    const d = decodeV3(calldata)
    expect(d.functionName).toBe('exactInputSingle')
    const [params] = d.args as [Record<string, unknown>]
    expect(lower(params.tokenIn)).toBe(lower(WETH.address))
    expect(lower(params.tokenOut)).toBe(lower(USDC.address))
    expect(params.fee).toBe(500)
    expect(lower(params.recipient)).toBe(lower(ME))
    expect(params.deadline).toBe(DEADLINE)
    expect(params.amountIn).toBe(a)
    expect(params.amountOutMinimum).toBe(minimumAmountOut(t, 50))
    expect(value).toBe(0n)
  })

  it('multi-hop exact output to a recipient: exactOutput along the reversed path', () => {
    const out = 1_000n * 10n ** 18n
    const a = 340_000_000_000_000_000n
    const t = trade('exactOut', currency(WETH), currency(DAI), [
      route(
        [
          v3Hop(WETH, USDC, 500, a, 1_000n * 10n ** 6n),
          v3Hop(USDC, DAI, 100, 1_000n * 10n ** 6n, out),
        ],
        a,
        out,
      ),
    ])
    const p = { trade: t, slippageBps: 50, deadline: DEADLINE, from: ME, recipient: ALICE }
    const d = decodeV3(buildLegacyCalldata('V3', p).calldata)
    expect(d.functionName).toBe('exactOutput')
    const [params] = d.args as [Record<string, unknown>]
    expect(lower(params.recipient)).toBe(lower(ALICE))
    expect(params.amountOut).toBe(out)
    expect(params.amountInMaximum).toBe(maximumAmountIn(t, 50))
    // Exact output paths run output → input: DAI, fee 100, USDC, fee 500, WETH.
    const path = lower(params.path)
    expect(path.startsWith(lower(DAI.address))).toBe(true)
    expect(path.endsWith(lower(WETH.address).slice(2))).toBe(true)
  })

  it('native output: swaps into the router, then unwraps the minimum to the sender', () => {
    const a = 3_000n * 10n ** 6n
    const out = 10n ** 18n
    const t = trade('exactIn', currency(USDC), ETH, [
      route([v3Hop(USDC, WETH, 500, a, out)], a, out),
    ])
    const { calldata, value } = buildLegacyCalldata('V3', {
      trade: t,
      slippageBps: 50,
      deadline: DEADLINE,
      from: ME,
    })
    const outer = decodeV3(calldata)
    expect(outer.functionName).toBe('multicall')
    const [calls] = outer.args as [Hex[]]
    const inner = calls.map(decodeV3)
    expect(inner.map((c) => c.functionName)).toEqual(['exactInputSingle', 'unwrapWETH9'])
    const [unwrapMinimum, unwrapRecipient] = (inner[1]?.args ?? []) as [bigint, string]
    expect(unwrapMinimum).toBe(minimumAmountOut(t, 50))
    expect(lower(unwrapRecipient)).toBe(lower(ME))
    expect(value).toBe(0n)
  })

  it('native input: the input as value', () => {
    const a = 10n ** 18n
    const out = 3_000n * 10n ** 6n
    const t = trade('exactIn', ETH, currency(USDC), [
      route([v3Hop(WETH, USDC, 500, a, out)], a, out),
    ])
    const { value } = buildLegacyCalldata('V3', {
      trade: t,
      slippageBps: 50,
      deadline: DEADLINE,
      from: ME,
    })
    expect(value).toBe(a)
  })

  it('throws for a split or a v2 path (spec 01 §10: unsupported approval)', () => {
    const a = 10n ** 18n
    const out = 3_000n * 10n ** 6n
    const r = () => route([v3Hop(WETH, USDC, 500, a, out)], a, out)
    const p = { slippageBps: 50, deadline: DEADLINE, from: ME }
    const split = trade('exactIn', currency(WETH), currency(USDC), [r(), r()])
    expect(() => buildLegacyCalldata('V3', { ...p, trade: split })).toThrow(/Unsupported approval/)
    const v2 = trade('exactIn', currency(WETH), currency(USDC), [
      route([v2Hop(WETH, USDC, R_WETH, R_USDC)], a, v2Out(a, R_WETH, R_USDC)),
    ])
    expect(() => buildLegacyCalldata('V3', { ...p, trade: v2 })).toThrow(/Unsupported approval/)
  })
})
