// What a position row shows, from the read (pure; spec 02 §2 Pools Overview): the pair in the
// user's rate view, the range bounds as the add form writes them (5 significant digits, 0 / ∞
// at the limits, spec 02 §5 and §9) and the fee tier as a percent in the language's style.
import { Token } from '@uniswap/sdk-core'
import { formatFeeTier } from '../../../../lib/format'
import type { V3LiquidityPosition, V4LiquidityPosition } from '../../../liquidity'
import { parseFeeTier, rangeBoundsText } from '../../../liquidity'
import type { TokenInfo } from '../../../tokens'

export interface RowToken {
  address: string
  symbol: string
  decimals: number
  logoURI?: string | undefined
}

export interface PositionRowView {
  /** v3 or v4 (issue 32: /pool lists both, each row marked). */
  protocol: 'v3' | 'v4'
  tokenId: string
  token0: RowToken
  token1: RowToken
  /** '0.3%' (en-US), '0,3 %' (de-DE), whatever the tier. */
  feeText: string
  /** The price direction shown: quote per base. */
  base: RowToken
  quote: RowToken
  min: string
  max: string
}

const shortAddress = (a: string) => `${a.slice(0, 6)}…${a.slice(-4)}`

const NATIVE = '0x0000000000000000000000000000000000000000'

/**
 * A list token (logo, curated symbol) first, else what the chain said, else the address. v4 names
 * the native coin by the zero address: it reads as the chain's own (`native`), ETH on Ethereum.
 */
export function rowToken(
  address: string,
  listed: ReadonlyMap<string, TokenInfo>,
  read: ReadonlyMap<string, TokenInfo>,
  native?: { symbol: string; decimals: number; logoURI?: string },
): RowToken {
  if (native && address === NATIVE) return { address, ...native }
  const key = address.toLowerCase()
  const info = listed.get(key) ?? read.get(key)
  return info
    ? { address, symbol: info.symbol, decimals: info.decimals, logoURI: info.logoURI }
    : { address, symbol: shortAddress(address), decimals: 18 }
}

export function positionRowView(
  p: V3LiquidityPosition,
  chainId: number,
  tokens: { token0: RowToken; token1: RowToken },
  view: { inverted: boolean; locale: string },
): PositionRowView {
  const { inverted, locale } = view
  const { token0, token1 } = tokens
  const [base, quote] = inverted ? [token1, token0] : [token0, token1]
  const sdk = (t: RowToken) => new Token(chainId, t.address, t.decimals, t.symbol)
  const tier = parseFeeTier(p.fee)
  const bounds = tier
    ? rangeBoundsText(p, { base: sdk(base), quote: sdk(quote), fee: tier })
    : { min: '–', max: '–' }
  return {
    protocol: 'v3',
    tokenId: p.tokenId.toString(),
    token0,
    token1,
    // issue 34 #4: it read '0.3%' beside an APR of '0,6 %' under de-DE.
    feeText: formatFeeTier(p.fee, locale),
    base,
    quote,
    ...bounds,
  }
}

/** 0x800000 in a v4 pool key: the hook sets the fee (v4-core LPFeeLibrary.DYNAMIC_FEE_FLAG). */
const DYNAMIC_FEE = 0x80_0000

/**
 * A v4 position's row (issue 32): as a v3 row, with the pool key's own tick spacing for the
 * bounds and, for a dynamic-fee pool, the fee its hook charges now.
 */
export function v4PositionRowView(
  p: V4LiquidityPosition,
  chainId: number,
  tokens: { token0: RowToken; token1: RowToken },
  view: { inverted: boolean; locale: string },
): PositionRowView {
  const { inverted, locale } = view
  const { token0, token1 } = tokens
  const [base, quote] = inverted ? [token1, token0] : [token0, token1]
  const sdk = (t: RowToken) => new Token(chainId, t.address, t.decimals, t.symbol)
  const fee = p.poolKey.fee === DYNAMIC_FEE ? p.lpFee : p.poolKey.fee
  return {
    protocol: 'v4',
    tokenId: p.tokenId.toString(),
    token0,
    token1,
    feeText: fee === undefined ? '–' : formatFeeTier(fee, locale),
    base,
    quote,
    ...rangeBoundsText(p, {
      base: sdk(base),
      quote: sdk(quote),
      fee: { tickSpacing: p.poolKey.tickSpacing },
    }),
  }
}
