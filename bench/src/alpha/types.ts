// One trade of the bench and what each router answers for it.
import type { Address, Hex } from 'viem'

export interface TradeSpec {
  label: string
  /** Token addresses (lowercase) or the native coin. */
  tokenIn: Address | 'ETH'
  tokenOut: Address | 'ETH'
  type: 'exactIn' | 'exactOut'
  /** Raw units of tokenIn (exact input) or tokenOut (exact output). */
  amount: bigint
}

export interface RouterAnswer {
  /** Wall time of the quote, ms. */
  ms: number
  /** Output for exact input, input for exact output (raw units of the quote token). */
  raw: bigint
  /** The router's own gas-adjusted quote: raw − gas (exact in) or raw + gas (exact out). */
  gasAdjusted: bigint
  gasEstimate: bigint
  gasPriceWei: bigint
  /** Raw quote token per wei of ETH (Tidepool's engine prices it from the pools' mid prices). */
  quoteTokenPerWei?: { numerator: bigint; denominator: bigint }
  routes: string[]
  calldata: Hex
  value: bigint
}
