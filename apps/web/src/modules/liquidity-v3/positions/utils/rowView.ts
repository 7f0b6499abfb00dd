// What a position row shows, from the read (pure; spec 02 §2 Pools Overview): the pair in the
// user's rate view, the range bounds as the add form writes them (5 significant digits, 0 / ∞
// at the limits, spec 02 §5 and §9) and the fee tier as a percent in the language's style.
import { Token } from '@uniswap/sdk-core'
import { formatFeeTier } from '../../../../lib/format'
import type { V3LiquidityPosition, V4LiquidityPosition } from '../../../liquidity'
import { parseFeeTier, rangeBoundsText, type TickGrid, v4FeeNow } from '../../../liquidity'
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

type RowTokens = { token0: RowToken; token1: RowToken }
type RateView = { inverted: boolean; locale: string }

/**
 * What a v3 and a v4 row share: the pair in the rate view and the bounds on `grid` (a v3 fee tier,
 * or a v4 pool's tick spacing); undefined `grid`: the bounds cannot be placed.
 */
function rowView(
  p: { protocol: 'v3' | 'v4'; tokenId: bigint; tickLower: number; tickUpper: number },
  chainId: number,
  { token0, token1 }: RowTokens,
  inverted: boolean,
  grid: TickGrid | undefined,
  feeText: string,
): PositionRowView {
  const [base, quote] = inverted ? [token1, token0] : [token0, token1]
  const sdk = (t: RowToken) => new Token(chainId, t.address, t.decimals, t.symbol)
  const bounds = grid
    ? rangeBoundsText(p, { base: sdk(base), quote: sdk(quote), fee: grid })
    : { min: '–', max: '–' }
  const { protocol } = p
  return {
    protocol,
    tokenId: p.tokenId.toString(),
    token0,
    token1,
    feeText,
    base,
    quote,
    ...bounds,
  }
}

export function positionRowView(
  p: V3LiquidityPosition,
  chainId: number,
  tokens: RowTokens,
  { inverted, locale }: RateView,
): PositionRowView {
  // issue 34 #4: the fee read '0.3%' beside an APR of '0,6 %' under de-DE.
  return rowView(p, chainId, tokens, inverted, parseFeeTier(p.fee), formatFeeTier(p.fee, locale))
}

/**
 * A v4 position's row (issue 32): as a v3 row, with the pool key's own tick spacing for the
 * bounds and, for a dynamic-fee pool, the fee its hook charges now.
 */
export function v4PositionRowView(
  p: V4LiquidityPosition,
  chainId: number,
  tokens: RowTokens,
  { inverted, locale }: RateView,
): PositionRowView {
  const fee = v4FeeNow(p)
  const grid = { tickSpacing: p.poolKey.tickSpacing }
  const feeText = fee === undefined ? '–' : formatFeeTier(fee, locale)
  return rowView(p, chainId, tokens, inverted, grid, feeText)
}
