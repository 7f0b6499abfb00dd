import { Percent, Token } from '@uniswap/sdk-core'
import {
  encodeSqrtRatioX96,
  FeeAmount,
  NonfungiblePositionManager,
  Pool,
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

// The oracle: the position manager's own arithmetic written out in bigint (LiquidityAmounts and
// SqrtPriceMath as the contracts round), independent of the SDK's Position. Only the tick → √price
// table comes from the SDK's TickMath (a port of the contract's, not code under test).
const Q96 = 2n ** 96n
const at = (tick: number): bigint => BigInt(TickMath.getSqrtRatioAtTick(tick).toString())
const P1 = Q96 // √1 in Q64.96: the DAI/WETH pool's price
const divUp = (a: bigint, b: bigint): bigint => (a + b - 1n) / b
const isqrt = (n: bigint): bigint => {
  let x = n
  let y = (x + 1n) / 2n
  while (y < x) [x, y] = [y, (y + n / y) / 2n]
  return x
}
/** LiquidityAmounts.getLiquidityForAmounts (a < b, the price p). */
function liquidityFor(p: bigint, a: bigint, b: bigint, amount0: bigint, amount1: bigint): bigint {
  const l0 = (lo: bigint) => (amount0 * ((lo * b) / Q96)) / (b - lo)
  const l1 = (hi: bigint) => (amount1 * Q96) / (hi - a)
  if (p <= a) return l0(a)
  if (p >= b) return l1(b)
  const [x, y] = [l0(p), l1(p)]
  return x < y ? x : y
}
/** What liquidity `l` takes at price p, rounded up (SqrtPriceMath.getAmount0/1Delta, roundUp). */
function amountsFor(p: bigint, a: bigint, b: bigint, l: bigint): [bigint, bigint] {
  const amount0 = (lo: bigint) => divUp(divUp((l << 96n) * (b - lo), b), lo)
  const amount1 = (hi: bigint) => divUp(l * (hi - a), Q96)
  if (p <= a) return [amount0(a), 0n]
  if (p >= b) return [0n, amount1(b)]
  return [amount0(p), amount1(p)]
}
/** √(price × num / den) in Q64.96, as encodeSqrtRatioX96 floors it. */
const shifted = (num: bigint, den: bigint): bigint => isqrt((num << 192n) / den)

describe('buildAddCall', () => {
  it('creates the pool then mints with 0.5 % slippage in range', () => {
    const { data, value } = buildAddCall({
      pool,
      range: { tickLower: -600, tickUpper: 600 },
      amount0: 10n ** 18n,
      amount1: 10n ** 18n,
      slippageBps: addSlippageBps(false, 'auto'),
      deadline: 1000n,
      mint: { recipient: '0x0000000000000000000000000000000000000009', createPool: true },
    })
    const calls = decode(data)
    expect(calls.map((c) => c.name)).toEqual(['createAndInitializePoolIfNecessary', 'mint'])
    expect(calls[1]?.args[0].deadline.toString()).toBe('1000')
    expect(value).toBe(0n)

    // The minimums: the liquidity the manager will mint from the desired amounts, valued at the
    // price 0.5 % up (token0's minimum) and 0.5 % down (token1's), rounded up.
    const [a, b] = [at(-600), at(600)]
    const l = liquidityFor(P1, a, b, 10n ** 18n, 10n ** 18n)
    const [desired0, desired1] = amountsFor(P1, a, b, l)
    const minted = liquidityFor(P1, a, b, desired0, desired1)
    const [min0] = amountsFor(shifted(10_050n, 10_000n), a, b, minted)
    const [, min1] = amountsFor(shifted(9_950n, 10_000n), a, b, minted)
    const args = calls[1]?.args[0]
    expect(BigInt(args.amount0Desired.toString())).toBe(desired0)
    expect(BigInt(args.amount1Desired.toString())).toBe(desired1)
    expect(BigInt(args.amount0Min.toString())).toBe(min0)
    expect(BigInt(args.amount1Min.toString())).toBe(min1)
    // A real tolerance: each minimum is below what is sent, by less than the range allows.
    expect(min0).toBeLessThan(desired0)
    expect(min1).toBeLessThan(desired1)
    expect(min0 * 10n).toBeGreaterThan(desired0 * 9n)
  })

  it("takes the user's own tolerance in range (1.25 %), as v2 add does; Auto is 0.50 %", () => {
    expect(addSlippageBps(false, 'auto')).toBe(50)
    expect(addSlippageBps(false, 125)).toBe(125)
    const { data } = buildAddCall({
      pool,
      range: { tickLower: -600, tickUpper: 600 },
      amount0: 10n ** 18n,
      amount1: 10n ** 18n,
      slippageBps: addSlippageBps(false, 125),
      deadline: 1000n,
      mint: { recipient: '0x0000000000000000000000000000000000000009', createPool: true },
    })
    const [a, b] = [at(-600), at(600)]
    const l = liquidityFor(P1, a, b, 10n ** 18n, 10n ** 18n)
    const [desired0, desired1] = amountsFor(P1, a, b, l)
    const minted = liquidityFor(P1, a, b, desired0, desired1)
    const [min0] = amountsFor(shifted(10_125n, 10_000n), a, b, minted)
    const [, min1] = amountsFor(shifted(9_875n, 10_000n), a, b, minted)
    const args = decode(data)[1]?.args[0]
    expect(BigInt(args.amount0Min.toString())).toBe(min0)
    expect(BigInt(args.amount1Min.toString())).toBe(min1)
    // Wider than Auto's: the 0.50 % minimums are higher.
    const [auto0] = amountsFor(shifted(10_050n, 10_000n), a, b, minted)
    expect(min0).toBeLessThan(auto0)
  })

  it('asks for exactly the single-sided amount out of range (0 %) and sends ETH as value', () => {
    const native = new ChainNativeCurrency(WETH, 'ETH', 'Ether')
    // DAI is token0 here: above the price only DAI goes in, and the ETH side (token1) is 0, so
    // nothing is sent as value.
    const dai = buildAddCall({
      pool,
      range: { tickLower: 600, tickUpper: 1200 },
      amount0: 10n ** 18n,
      amount1: 0n,
      slippageBps: addSlippageBps(true, 125),
      deadline: 1000n,
      tokenId: 7n,
      native,
    })
    const calls = decode(dai.data)
    expect(calls[0]?.name).toBe('increaseLiquidity')
    const args = calls[0]?.args[0]
    expect(args.tokenId.toString()).toBe('7')
    expect(args.amount0Min.toString()).toBe(args.amount0Desired.toString())
    expect(addSlippageBps(true, 125)).toBe(0)
    expect(dai.value).toBe(0n)

    // Below the price only token1 (WETH, spent as ETH) goes in: the value is the ETH amount the
    // position takes, and the unspent rest is refunded.
    const eth = buildAddCall({
      pool,
      range: { tickLower: -1200, tickUpper: -600 },
      amount0: 0n,
      amount1: 2n * 10n ** 18n + 12_345n,
      slippageBps: addSlippageBps(true, 125),
      deadline: 1000n,
      tokenId: 7n,
      native,
    })
    const [a, b] = [at(-1200), at(-600)]
    const [, ethIn] = amountsFor(P1, a, b, liquidityFor(P1, a, b, 0n, 2n * 10n ** 18n + 12_345n))
    expect(ethIn).toBeGreaterThan(2n * 10n ** 18n)
    expect(eth.value).toBe(ethIn)
    const ethCalls = decode(eth.data)
    expect(ethCalls.map((c) => c.name)).toEqual(['increaseLiquidity', 'refundETH'])
    const ethArgs = ethCalls[0]?.args[0]
    expect(BigInt(ethArgs.amount1Desired.toString())).toBe(ethIn)
    expect(BigInt(ethArgs.amount1Min.toString())).toBe(ethIn)
    expect(ethArgs.amount0Desired.toString()).toBe('0')
  })
})

// A WETH/USDC-like pool at 3,000 USDC per WETH (token0 18 decimals, token1 6).
const USDC = new Token(31337, '0x0000000000000000000000000000000000000003', 6, 'USDC')
const sqrt3000 = encodeSqrtRatioX96('3000000000', '1000000000000000000')
const pool3000 = new Pool(WETH, USDC, FeeAmount.MEDIUM, sqrt3000, 0, -196257)

describe('addPositions', () => {
  it('mints what the manager works out again from the amounts the SDK sends', () => {
    const cases = [
      {
        pool,
        range: { tickLower: -6000, tickUpper: 6000 },
        a0: 10n ** 18n + 7n,
        a1: 3n * 10n ** 17n + 13n,
        drop: 0n,
      },
      {
        pool,
        range: { tickLower: -6000, tickUpper: 6000 },
        a0: 123456789n,
        a1: 987654321n,
        drop: 0n,
      },
      // The manager's liquidity comes out one unit below the SDK's here (addPositions' comment).
      {
        pool: pool3000,
        range: { tickLower: -202260, tickUpper: -190260 },
        a0: 1000000000001528367n,
        a1: 3020212697n,
        drop: 1n,
      },
    ]
    for (const { pool: at0, range, a0, a1, drop } of cases) {
      expect(TickMath.getTickAtSqrtRatio(at0.sqrtRatioX96)).toBe(at0.tickCurrent)
      const p = BigInt(at0.sqrtRatioX96.toString())
      const [a, b] = [at(range.tickLower), at(range.tickUpper)]
      const { sent, minted } = addPositions(at0, range, a0, a1)
      // What the SDK sends (the amounts of the liquidity the desired amounts allow, rounded up),
      // and what the manager mints from them: its liquidity and the amounts the pool takes.
      const sentLiquidity = liquidityFor(p, a, b, a0, a1)
      const [send0, send1] = amountsFor(p, a, b, sentLiquidity)
      const mintedLiquidity = liquidityFor(p, a, b, send0, send1)
      const [take0, take1] = amountsFor(p, a, b, mintedLiquidity)
      expect(sentLiquidity - mintedLiquidity).toBe(drop)
      expect(BigInt(sent.liquidity.toString())).toBe(sentLiquidity)
      expect(BigInt(sent.mintAmounts.amount0.toString())).toBe(send0)
      expect(BigInt(sent.mintAmounts.amount1.toString())).toBe(send1)
      expect(BigInt(minted.liquidity.toString())).toBe(mintedLiquidity)
      expect(BigInt(minted.mintAmounts.amount0.toString())).toBe(take0)
      expect(BigInt(minted.mintAmounts.amount1.toString())).toBe(take1)
      // The minimums at 0 % are the minted position's amounts: the call cannot revert on them.
      const min = sent.mintAmountsWithSlippage(new Percent(0))
      expect(min.amount0.toString()).toBe(minted.mintAmounts.amount0.toString())
      expect(BigInt(min.amount0.toString())).toBe(take0)
      expect(BigInt(min.amount1.toString())).toBe(take1)
    }
  })
})
