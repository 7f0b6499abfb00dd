import { encodeSqrtRatioX96, Position, TickMath } from '@uniswap/v3-sdk'
import { decodeFunctionData, type Hex, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { REMOVE_SLIPPAGE } from '../../../liquidity'
import { collectCall, removeCall } from './calls'
import { sdkPosition } from './sdk'

const usdc = {
  address: '0x1000000000000000000000000000000000000000',
  decimals: 6,
  symbol: 'USDC',
} as const
const weth = {
  address: '0x2000000000000000000000000000000000000000',
  decimals: 18,
  symbol: 'WETH',
} as const
const sqrt = encodeSqrtRatioX96((10n ** 18n).toString(), (3000n * 10n ** 6n).toString())
const tick = TickMath.getTickAtSqrtRatio(sqrt)
const t = Math.floor(tick / 60) * 60
const sdk = sdkPosition(
  31337,
  {
    fee: 3000,
    tickLower: t - 600,
    tickUpper: t + 600,
    liquidity: 10n ** 15n,
    pool: {
      address: '0x3000000000000000000000000000000000000000',
      sqrtPriceX96: BigInt(sqrt.toString()),
      tick,
    },
  },
  { token0: usdc, token1: weth },
)
const recipient = '0x4000000000000000000000000000000000000000'
const owed = { amount0: 123n, amount1: 456n }
const payout = { sdk, nativeSide: 1 as const, nativeSymbol: 'ETH', nativeName: 'Ether' }

const managerAbi = parseAbi([
  'function multicall(bytes[] data) payable returns (bytes[])',
  'function collect((uint256 tokenId, address recipient, uint128 amount0Max, uint128 amount1Max)) payable returns (uint256, uint256)',
  'function decreaseLiquidity((uint256 tokenId, uint128 liquidity, uint256 amount0Min, uint256 amount1Min, uint256 deadline)) payable returns (uint256, uint256)',
  'function unwrapWETH9(uint256 amountMinimum, address recipient) payable',
  'function sweepToken(address token, uint256 amountMinimum, address recipient) payable',
  'function burn(uint256 tokenId) payable',
])

/** The position manager calls inside the multicall, by name with their arguments. */
function calls(data: Hex) {
  const outer = decodeFunctionData({ abi: managerAbi, data })
  const inner = outer.functionName === 'multicall' ? (outer.args[0] as readonly Hex[]) : [data]
  return inner.map((d) => decodeFunctionData({ abi: managerAbi, data: d }))
}

describe('collectCall (spec 02 §7, max 2^128-1)', () => {
  it('collects to the owner directly when the wrapped side is to stay wrapped (Collect as WETH)', () => {
    const { data, value } = collectCall({
      ...payout,
      receiveWETH: true,
      tokenId: 7n,
      owed,
      recipient,
    })
    expect(value).toBe(0n)
    const [collect, ...rest] = calls(data)
    expect(rest).toEqual([])
    expect(collect?.args[0]).toEqual({
      tokenId: 7n,
      recipient,
      amount0Max: 2n ** 128n - 1n,
      amount1Max: 2n ** 128n - 1n,
    })
  })

  it('otherwise collects to the manager, unwraps the WETH owed and sweeps the other token', () => {
    const { data } = collectCall({ ...payout, receiveWETH: false, tokenId: 7n, owed, recipient })
    const [collect, unwrap, sweep] = calls(data)
    expect(collect?.args[0]).toMatchObject({
      recipient: '0x0000000000000000000000000000000000000000',
    })
    expect(unwrap).toEqual({ functionName: 'unwrapWETH9', args: [456n, recipient] })
    expect(sweep).toEqual({ functionName: 'sweepToken', args: [usdc.address, 123n, recipient] })
  })
})

describe('removeCall (spec 02 §2, §7, §9)', () => {
  it('decreases ⌊liquidity × percent⌋ with the 5 % slippage minimums, collects everything and keeps the NFT', () => {
    const { data } = removeCall({
      ...payout,
      receiveWETH: true,
      tokenId: 7n,
      owed,
      recipient,
      percent: 50,
      deadline: 1000n,
    })
    const decoded = calls(data)
    expect(decoded.map((c) => c.functionName)).toEqual(['decreaseLiquidity', 'collect'])
    expect(decoded[0]?.args[0]).toMatchObject({
      tokenId: 7n,
      liquidity: 5n * 10n ** 14n,
      deadline: 1000n,
    })
    expect(REMOVE_SLIPPAGE.toFixed(0)).toBe('5')
    // The minimums are the partial position's burn amounts at 5 % slippage.
    const partial = new Position({
      pool: sdk.pool,
      liquidity: (5n * 10n ** 14n).toString(),
      tickLower: t - 600,
      tickUpper: t + 600,
    })
    const min = partial.burnAmountsWithSlippage(REMOVE_SLIPPAGE)
    expect(decoded[0]?.args[0]).toMatchObject({
      amount0Min: BigInt(min.amount0.toString()),
      amount1Min: BigInt(min.amount1.toString()),
    })
  })

  it('unwraps to ETH unless Collect as WETH is on', () => {
    const { data } = removeCall({
      ...payout,
      receiveWETH: false,
      tokenId: 7n,
      owed,
      recipient,
      percent: 100,
      deadline: 1000n,
    })
    expect(calls(data).map((c) => c.functionName)).toEqual([
      'decreaseLiquidity',
      'collect',
      'unwrapWETH9',
      'sweepToken',
    ])
  })
})
