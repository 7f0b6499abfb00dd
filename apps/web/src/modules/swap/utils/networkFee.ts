// Issue 31 "the network fee stays exact": the one place the swap screen turns a quote's gas
// estimate into the fee of the router the swap is sent through. A quote (the service, or the
// in-browser engine) estimates with routing gas.ts's model, fitted to SwapRouter02; through the
// Universal Router its terms are the UR's own per command (routing universalRouterGas.ts, fitted to
// the UR's gasUsed: bench/README.md "Gas model calibration", Universal Router part), and a Permit2
// signature in the call is charged only when the swap will carry one (routerAllowance.ts plans
// 'sign' or 'reuse'). The price line, the details, the confirm dialog and the spec 01 §5 "fees
// exceed 50 %" warning all read the trade this returns.
import { fromSwapRouter02Estimate } from '@tidepool/routing'
import { formatUnits, parseUnits } from 'viem'
import type { SwapTrade } from '../../quote'
import { isNative } from '../../tokens'
import { universalRouterCommands } from './universalRouter'

/** How the swap will be sent, as far as its gas goes. */
export interface FeeBasis {
  /** Through the Universal Router; false: SwapRouter02 or a legacy router (the quote's model). */
  universal: boolean
  /** The router call carries a signed PermitSingle (PERMIT2_PERMIT). */
  permit: boolean
}

/** Enough digits that a fee of a hundredth of a cent scales without losing a figure. */
const USD_DECIMALS = 18

const PROTOCOL = { V2: 'v2', V3: 'v3', V4: 'v4' } as const

/** The gas `trade` takes sent as `basis` says. */
export function routerGas(trade: SwapTrade, basis: FeeBasis): bigint {
  if (!basis.universal) return trade.gasUseEstimate
  let commands: ReturnType<typeof universalRouterCommands>
  try {
    commands = universalRouterCommands(trade, basis.permit && !isNative(trade.inputCurrency))
  } catch {
    // A shape the UR calldata refuses is never sent through it: the quote's figure stands.
    return trade.gasUseEstimate
  }
  return fromSwapRouter02Estimate({
    estimate: trade.gasUseEstimate,
    routes: trade.routes.map((r) => r.hops.map((h) => ({ protocol: PROTOCOL[h.protocol] }))),
    // The in-browser engine charges SwapRouter02's wrap terms for the native sides
    // (quote/actions/clientQuote.ts); the service charges none (bench/README.md, issue 17).
    charged:
      trade.source === 'client'
        ? { in: isNative(trade.inputCurrency), out: isNative(trade.outputCurrency) }
        : {},
    tradeType: trade.tradeType,
    commands,
  })
}

/**
 * `trade` with the gas and its dollar value of the router it is sent through: the dollars are
 * the quote's times gas/estimate (one gas price), in integers until the decimal string.
 */
export function withRouterGas(trade: SwapTrade, basis: FeeBasis): SwapTrade {
  const gas = routerGas(trade, basis)
  if (gas === trade.gasUseEstimate) return trade
  return {
    ...trade,
    gasUseEstimate: gas,
    gasUseEstimateUSD: scaleUsd(trade.gasUseEstimateUSD, gas, trade.gasUseEstimate),
  }
}

/** Whole dollars (a decimal string) times num/den, rounded up; null when it cannot be known. */
export function scaleUsd(usd: string | null, num: bigint, den: bigint): string | null {
  if (usd === null || den <= 0n) return null
  const raw = parseUnits(usd, USD_DECIMALS)
  return formatUnits((raw * num + den - 1n) / den, USD_DECIMALS)
}
