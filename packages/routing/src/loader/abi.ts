// Just enough ABI encoding for the loader's reads (static arguments, 32-byte words), so the
// engine stays free of dependencies and of Node built-ins. Selectors are keccak256 of the
// signatures; abi.test.ts checks each against viem.
import { RoutingError } from '../errors.ts'
import type { Address } from '../graph/types.ts'

export type Hex = `0x${string}`

export const SELECTORS = {
  /** UniswapV2Pair.getReserves() → (uint112, uint112, uint32) */
  getReserves: '0x0902f1ac',
  /** UniswapV3Pool.slot0() → (uint160 sqrtPriceX96, int24 tick, …) */
  slot0: '0x3850c7bd',
  /** UniswapV3Pool.liquidity() → uint128 */
  liquidity: '0x1a686502',
  /** UniswapV3Pool.tickBitmap(int16) → uint256 */
  tickBitmap: '0x5339c296',
  /** UniswapV3Pool.ticks(int24) → (uint128 liquidityGross, int128 liquidityNet, …) */
  ticks: '0xf30dba93',
  /** TickLens.getPopulatedTicksInWord(address, int16) → (int24, int128, uint128)[] */
  getPopulatedTicksInWord: '0x351fb478',
  /** UniswapV3Factory.getPool(address, address, uint24) → address */
  getPool: '0x1698ee82',
  /** UniswapV3Factory.feeAmountTickSpacing(uint24) → int24 (0: the tier is not enabled) */
  feeAmountTickSpacing: '0x22afcccb',
  /** UniswapV2Factory.getPair(address, address) → address */
  getPair: '0xe6a43905',
  /** v4 StateView.getSlot0(bytes32 poolId) → (uint160 sqrtPriceX96, int24 tick, uint24 protocolFee, uint24 lpFee) */
  v4Slot0: '0xc815641c',
  /** v4 StateView.getLiquidity(bytes32) → uint128 */
  v4Liquidity: '0xfa6793d5',
  /** v4 StateView.getTickBitmap(bytes32, int16) → uint256 */
  v4TickBitmap: '0x1c7ccb4c',
  /** v4 StateView.getTickLiquidity(bytes32, int24) → (uint128 liquidityGross, int128 liquidityNet) */
  v4TickLiquidity: '0xcaedab54',
} as const

export class AbiDecodeError extends RoutingError {
  override name = 'AbiDecodeError'
}

const WORD = 1n << 256n

/** One 32-byte word for a signed or unsigned integer (two's complement for negatives). */
export function encodeInt(value: bigint | number): string {
  const v = BigInt(value)
  return (v < 0n ? WORD + v : v).toString(16).padStart(64, '0')
}

/** A bytes32 argument (a v4 PoolId). */
export function encodeBytes32(value: Hex): string {
  return value.slice(2).toLowerCase().padStart(64, '0')
}

export function encodeAddress(address: Address): string {
  return address.slice(2).toLowerCase().padStart(64, '0')
}

export function encodeCall(selector: string, ...words: string[]): Hex {
  return `${selector}${words.join('')}` as Hex
}

/** The i-th 32-byte word of return data as an unsigned integer. */
export function wordAt(data: Hex, i: number): bigint {
  const start = 2 + i * 64
  if (data.length < start + 64) throw new AbiDecodeError(`return data too short for word ${i}`)
  return BigInt(`0x${data.slice(start, start + 64)}`)
}

/** A word read as a signed integer (the ABI sign-extends int24/int128 to 256 bits). */
export function signedAt(data: Hex, i: number): bigint {
  const word = wordAt(data, i)
  return word >= 1n << 255n ? word - WORD : word
}

export function addressAt(data: Hex, i: number): Address {
  return `0x${wordAt(data, i).toString(16).padStart(40, '0')}` as Address
}
