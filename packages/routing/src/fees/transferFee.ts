// Fee-on-transfer tokens (issue 17): a token that keeps part of every transfer. The engine quotes
// them as they behave: each transfer of such a token along a route (the payer to the first pool,
// pool to pool, the last pool to the recipient) delivers the amount sent less the fee, and the
// next pool prices what it received — which is what SwapRouter02's v2 swap does (it reads the
// pair's balance, not the amount sent). Detection reads the fee on chain (transferFeeReader.ts);
// this file is the pure part.
import { InvalidInputError } from '../errors.ts'
import { normalizeAddress } from '../graph/address.ts'

/**
 * Transfer fee per token in basis points (100 = 1 %), keyed by lowercase address; tokens absent
 * or at 0 take no fee. A plain record: it crosses postMessage to the routing worker unchanged.
 */
export type TransferFees = Readonly<Record<string, number>>

const BPS = 10_000n

/** The fee of `token` in basis points, 0 when it takes none. */
export function transferFeeBps(fees: TransferFees | undefined, token: string): number {
  return fees?.[normalizeAddress(token)] ?? 0
}

/**
 * What arrives when `amount` is sent: the fee is floor(amount × bps / 10000) and the rest
 * arrives — how fee tokens commonly compute it (the devnet's TAX does exactly this), so a
 * quote matches the chain to the wei.
 */
export function amountAfterTransferFee(amount: bigint, bps: number): bigint {
  if (bps === 0) return amount
  if (!Number.isInteger(bps) || bps < 0 || bps >= 10_000)
    throw new InvalidInputError(`transfer fee must be whole basis points in [0, 10000), got ${bps}`)
  return amount - (amount * BigInt(bps)) / BPS
}

/**
 * Exact output cannot be quoted for a fee token as input or output: v2's exact-output path
 * computes the input from the amounts the pair must receive, and the fee breaks that sum (the
 * pair's K check reverts). The message is shown to the user as is.
 */
export class FeeOnTransferExactOutputError extends InvalidInputError {
  override name = 'FeeOnTransferExactOutputError'
}
