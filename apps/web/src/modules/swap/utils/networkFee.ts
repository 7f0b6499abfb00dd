// Issue 31 "the network fee stays exact": the one place the swap screen turns a quote's gas
// estimate into the fee of the router the swap is sent through. A quote (the service, or the
// in-browser engine) estimates with the model of the router its chain sends through (routing
// universalRouterGas.ts `routerGasModel`: the Universal Router's own terms per command where the
// chain has one, fitted to its gasUsed, bench/README.md "Gas model calibration"; SwapRouter02's,
// gas.ts, elsewhere), and weighs its routes by the same figures. Here the quote's router terms
// give way to those of the call the app builds (routing `toRouterGas`), keeping the ticks the
// quote charged, and a Permit2 signature in the call is charged only when the swap will carry one
// (routerAllowance.ts plans 'sign' or 'reuse'). The price line, the details, the confirm dialog,
// the spec 01 §5 "fees exceed 50 %" warning and auto slippage (§9) all read the trade this returns.
import { toRouterGas } from '@tidepool/routing'
import { formatUnits, parseUnits } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import type { SwapTrade } from '../../quote'
import { isNative } from '../../tokens'
import { tradeShape } from './approvalMode'
import { universalRouterCommands } from './universalRouter'

/** How the swap will be sent, as far as its gas goes. */
export interface FeeBasis {
  /** Through the Universal Router; false: SwapRouter02 or a legacy router (the quote's model). */
  universal: boolean
  /** The router call carries a signed PermitSingle (PERMIT2_PERMIT). */
  permit: boolean
  /**
   * Issue 33: an OP-stack chain's L1 data fee for this transaction, as gas at the execution gas
   * price (utils/l1FeeGas): charged on top of the router's gas.
   */
  l1Gas?: bigint
}

/**
 * The basis until the send half knows better (it needs an account): the Universal Router where
 * the chain has one (a fee-on-transfer trade stays on SwapRouter02, utils/approvalMode), without
 * a permit.
 */
export function defaultFeeBasis(chain: Pick<ChainInfo, 'contracts'>, trade: SwapTrade): FeeBasis {
  return {
    universal: chain.contracts?.v4 !== undefined && !tradeShape(trade).feeOnTransfer,
    permit: false,
  }
}

/** Enough digits that a fee of a hundredth of a cent scales without losing a figure. */
const USD_DECIMALS = 18

const PROTOCOL = { V2: 'v2', V3: 'v3', V4: 'v4' } as const

/** The gas `trade` takes sent as `basis` says. */
export function routerGas(trade: SwapTrade, basis: FeeBasis): bigint {
  let commands: ReturnType<typeof universalRouterCommands> | undefined
  if (basis.universal) {
    try {
      commands = universalRouterCommands(trade, basis.permit && !isNative(trade.inputCurrency))
    } catch {
      // A shape the UR calldata refuses is never sent through it: the quote's figure stands.
      return trade.gasUseEstimate
    }
  }
  return toRouterGas({
    estimate: trade.gasUseEstimate,
    router: trade.gasRouter,
    routes: trade.routes.map((r) => r.hops.map((h) => ({ protocol: PROTOCOL[h.protocol] }))),
    // The in-browser engine charges its router's terms for the native sides
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
  const gas = routerGas(trade, basis) + (basis.l1Gas || 0n)
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
