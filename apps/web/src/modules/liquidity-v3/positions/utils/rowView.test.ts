import { describe, expect, it } from 'vitest'
import type { V3LiquidityPosition, V4LiquidityPosition } from '../../../liquidity'
import { v4Position as fixture } from '../testing/v4Position'
import { positionRowView, rowToken, v4PositionRowView } from './rowView'

const TIDE = { address: '0x124c1A29f992577b8e144f827D3a9Aa7b9487E73', symbol: 'TIDE', decimals: 18 }
const USDC = { address: '0xD5fB4932cf1e40D81babC8773456e8455e994254', symbol: 'USDC', decimals: 6 }

const position = (over: Partial<V3LiquidityPosition> = {}): V3LiquidityPosition => ({
  protocol: 'v3',
  tokenId: 1201n,
  operator: '0x0000000000000000000000000000000000000000',
  token0: TIDE.address as `0x${string}`,
  token1: USDC.address as `0x${string}`,
  fee: 3000,
  tickLower: -600,
  tickUpper: 600,
  liquidity: 1n,
  unclaimed: [0n, 0n],
  pool: '0x302b7F81618E62975A67A7713bd6D5928fd8BD5b',
  tickCurrent: 0,
  sqrtPriceX96: 1n << 96n,
  status: 'inRange',
  ...over,
})

const EN = { inverted: false, locale: 'en-US' }

describe('positionRowView', () => {
  it('shows the range as token1 per token0 with 5 significant digits, and the fee as a percent', () => {
    const sameDecimals = { token0: TIDE, token1: { ...USDC, decimals: 18 } }
    const view = positionRowView(position(), 1, sameDecimals, EN)
    // 1.0001^-600 = 0.941765…, 1.0001^600 ≈ 1.0618
    expect(view).toMatchObject({ tokenId: '1201', feeText: '0.3%', min: '0.94177', max: '1.0618' })
    expect(view.base.symbol).toBe('TIDE')
  })

  it('inverts: the min of the inverted view is 1 / the max of the pool view', () => {
    const sameDecimals = { token0: TIDE, token1: { ...USDC, decimals: 18 } }
    const view = positionRowView(position(), 1, sameDecimals, {
      inverted: true,
      locale: 'en-US',
    })
    expect(view).toMatchObject({ min: '0.94177', max: '1.0618' })
    expect(view.base.symbol).toBe('USDC')
  })

  it("writes the fee tier in the language's percent style (issue 34 #4)", () => {
    const view = positionRowView(
      position({ fee: 500 }),
      1,
      { token0: TIDE, token1: USDC },
      {
        inverted: false,
        locale: 'de-DE',
      },
    )
    expect(view.feeText).toBe('0,05\u00a0%')
  })

  it('writes 0 and ∞ for a full-range position', () => {
    const full = position({ tickLower: -887220, tickUpper: 887220 })
    const view = positionRowView(full, 1, { token0: TIDE, token1: USDC }, EN)
    expect(view).toMatchObject({ min: '0', max: '∞' })
  })
})

describe('rowToken', () => {
  it('prefers the list, then the chain read, then a shortened address', () => {
    const listed = new Map([
      [TIDE.address.toLowerCase(), { ...TIDE, chainId: 1, name: 'Tide', logoURI: 'x' }],
    ])
    const read = new Map([[USDC.address.toLowerCase(), { ...USDC, chainId: 1, name: 'USD' }]])
    expect(rowToken(TIDE.address, listed, read)).toMatchObject({ symbol: 'TIDE', logoURI: 'x' })
    expect(rowToken(USDC.address, listed, read)).toMatchObject({ symbol: 'USDC', decimals: 6 })
    expect(rowToken('0x0000000000000000000000000000000000000001', listed, read).symbol).toBe(
      '0x0000…0001',
    )
  })
})

const ETH = { address: '0x0000000000000000000000000000000000000000', symbol: 'ETH', decimals: 18 }
const v4Position = (over: Partial<V4LiquidityPosition> = {}) =>
  fixture(TIDE.address as `0x${string}`, over)

describe('v4PositionRowView', () => {
  it('reads as a v3 row would: the same bounds and fee, marked v4, the native coin by name', () => {
    const view = v4PositionRowView(v4Position(), 1, { token0: ETH, token1: TIDE }, EN)
    expect(view).toMatchObject({
      protocol: 'v4',
      tokenId: '7',
      feeText: '0.3%',
      min: '0.94177',
      max: '1.0618',
    })
    expect(view.base.symbol).toBe('ETH')
  })

  it("takes 0 and ∞ from the pool's own tick spacing, not a fee tier's", () => {
    // Spacing 10 with a 0.3 % fee: a v3 0.3 % pool would stop at ±887220, this one at ±887270.
    const key = { ...v4Position().poolKey, tickSpacing: 10 }
    const full = v4Position({ poolKey: key, tickLower: -887270, tickUpper: 887270 })
    expect(v4PositionRowView(full, 1, { token0: ETH, token1: TIDE }, EN)).toMatchObject({
      min: '0',
      max: '∞',
    })
    const notFull = v4Position({ poolKey: key, tickLower: -887220, tickUpper: 887220 })
    expect(v4PositionRowView(notFull, 1, { token0: ETH, token1: TIDE }, EN).max).not.toBe('∞')
  })

  it("shows a dynamic-fee pool's current fee, as its hook set it", () => {
    const dynamic = v4Position({ poolKey: { ...v4Position().poolKey, fee: 0x800000 }, lpFee: 2500 })
    expect(v4PositionRowView(dynamic, 1, { token0: ETH, token1: TIDE }, EN).feeText).toBe('0.25%')
  })
})

describe('rowToken and the native coin', () => {
  it('names the zero address by the chain’s native coin where v4 uses it', () => {
    const none = new Map()
    expect(rowToken(ETH.address, none, none, { symbol: 'ETH', decimals: 18 })).toEqual(ETH)
  })
})
