// Issue 33: a rollup's L1 fee (chain/l1Fee.ts: OP-stack or Arbitrum) joins the swap's network
// fee as the gas it is worth at the gas price the quote priced execution with, so the one figure the screen
// shows (utils/networkFee withRouterGas: gas × the quote's dollars per gas), the spec 01 §5
// "fees exceed 50 %" warning and everything else that reads the trade's gas carry it. Exact
// integers: rounded up, so the fee shown is never less than the chain will charge.

/** The L1 fee as gas units at `gasPriceWei`; 0 when there is no fee or no price to divide by. */
export function l1FeeAsGas(l1FeeWei: bigint, gasPriceWei: bigint): bigint {
  if (l1FeeWei <= 0n || gasPriceWei <= 0n) return 0n
  return (l1FeeWei + gasPriceWei - 1n) / gasPriceWei
}

/** The whole network fee in wei: L2 execution (gas × price) plus the L1 data fee. */
export function networkFeeWei(p: { gas: bigint; gasPriceWei: bigint; l1FeeWei: bigint }): bigint {
  return p.gas * p.gasPriceWei + p.l1FeeWei
}
