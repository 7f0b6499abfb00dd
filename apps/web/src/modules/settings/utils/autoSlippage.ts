// spec 01 §9 "Slippage and deadline": auto slippage is the swap's gas cost as a fraction of its
// output value, bounded to 0.5 %..25 %; 0.5 % when either value is unavailable; 0.1 % on chains
// where the gas cost is minor (the layer-2 networks of the chain table).
import type { ChainInfo } from '../../../chain/chains'

export const MIN_AUTO_SLIPPAGE_BPS = 50
export const MAX_AUTO_SLIPPAGE_BPS = 2_500
export const L2_AUTO_SLIPPAGE_BPS = 10

export interface ComputeAutoSlippageBpsParameters {
  chain: Pick<ChainInfo, 'networkType'> | undefined
  /** The trade's gas estimate in USD (routing service or engine); null when unknown. */
  gasUseEstimateUSD: number | null | undefined
  /** USD value of the trade's output amount; null when the output cannot be priced. */
  outputUSD: number | null | undefined
}

/** Integer basis points, so it can go straight into minimum-out / maximum-in arithmetic. */
export function computeAutoSlippageBps({
  chain,
  gasUseEstimateUSD,
  outputUSD,
}: ComputeAutoSlippageBpsParameters): number {
  if (chain?.networkType === 'L2') return L2_AUTO_SLIPPAGE_BPS
  const known = (v: number | null | undefined): v is number =>
    typeof v === 'number' && Number.isFinite(v)
  if (!known(gasUseEstimateUSD) || !known(outputUSD) || gasUseEstimateUSD < 0 || outputUSD <= 0)
    return MIN_AUTO_SLIPPAGE_BPS
  // Rounded up (auto slippage covers a gas-sized move, so never less), after trimming float
  // noise so that an exact 1.23 % (123.00000000000001 bps) stays 123.
  const bps = Math.ceil(Number(((gasUseEstimateUSD / outputUSD) * 10_000).toFixed(6)))
  return Math.min(MAX_AUTO_SLIPPAGE_BPS, Math.max(MIN_AUTO_SLIPPAGE_BPS, bps))
}
