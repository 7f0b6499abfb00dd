// What a v2-style pair pays out when the migrator burns the LP (spec 02 §7 Migrator: migrate
// transfers the LP to the pair and calls burn). Reproduces UniswapV2Pair.burn — the SushiSwap
// pair's is the same code — exactly, so the preview is right to the wei:
//   - the liquidity burned is the pair's own LP balance after the transfer (any LP already
//     sitting at the pair address goes too);
//   - _mintFee runs first: with the factory's feeTo set and kLast ≠ 0, the protocol's share of
//     the growth of √k since kLast is minted to feeTo, raising totalSupply;
//   - the amounts are pro rata to the pair's token balances (not its reserves).
import { sqrt } from '../../../../lib/sqrt'

export interface PairBurnState {
  reserve0: bigint
  reserve1: bigint
  /** The pair's balances of token0 and token1 (burn pays from these). */
  balance0: bigint
  balance1: bigint
  totalSupply: bigint
  kLast: bigint
  /** The factory's feeTo is set. */
  feeOn: boolean
  /** LP the pair already holds at its own address. */
  pairLiquidity: bigint
}

/** The LP that _mintFee mints to feeTo before the burn (0 when the fee is off or k has not grown). */
export function protocolFeeLiquidity(s: PairBurnState): bigint {
  if (!s.feeOn || s.kLast === 0n) return 0n
  const rootK = sqrt(s.reserve0 * s.reserve1)
  const rootKLast = sqrt(s.kLast)
  if (rootK <= rootKLast) return 0n
  return (s.totalSupply * (rootK - rootKLast)) / (rootK * 5n + rootKLast)
}

export interface BurnAmounts {
  amount0: bigint
  amount1: bigint
  /** The protocol fee LP minted first. */
  feeLiquidity: bigint
}

/** The amounts burn(to) sends for `liquidity` LP transferred to the pair. */
export function burnAmounts(s: PairBurnState, liquidity: bigint): BurnAmounts {
  const feeLiquidity = protocolFeeLiquidity(s)
  const supply = s.totalSupply + feeLiquidity
  const burned = liquidity + s.pairLiquidity
  if (supply === 0n) return { amount0: 0n, amount1: 0n, feeLiquidity }
  return {
    amount0: (burned * s.balance0) / supply,
    amount1: (burned * s.balance1) / supply,
    feeLiquidity,
  }
}
