// Issue 35: the swap's check of its simulated outcome (modules/transactions `check`). The router
// enforces the minimum on what it computes, not on what arrives: a token that takes a share of
// each transfer (TAX10 takes 10 %) can pay the recipient less than "Minimum received" in a
// swap that succeeds. The simulation sees the real arrival, so such a swap is stopped before the
// wallet is asked. Only the sender's own balance is simulated: a swap to another recipient is
// checked by the router alone.
import type { MessageDescriptor } from '@lingui/core'
import { formatUnits } from 'viem'
import type { SwapTrade } from '../../quote'
import { isNative } from '../../tokens'
import { SWAP_SIMULATION_STRINGS as S } from '../actions/strings'
import { minimumAmountOut } from './slippage'

interface SimulatedSwap {
  kind: 'simulated' | 'unavailable'
  effects?: { changes: readonly { token: string; delta: bigint }[] }
}

/** A sentence when the sender would receive less than the minimum; undefined when it agrees. */
export function swapSimulationCheck(
  trade: Pick<SwapTrade, 'tradeType' | 'outputAmount' | 'outputCurrency'>,
  slippageBps: number,
  translate: (d: MessageDescriptor) => string,
): (simulation: SimulatedSwap) => string | undefined {
  const minimum = minimumAmountOut(trade, slippageBps)
  const output = trade.outputCurrency
  const key = isNative(output) ? 'native' : output.address.toLowerCase()
  return (simulation) => {
    if (simulation.kind !== 'simulated' || !simulation.effects) return undefined
    const received = simulation.effects.changes
      .filter((c) => c.token.toLowerCase() === key)
      .reduce((sum, c) => sum + c.delta, 0n)
    if (received >= minimum) return undefined
    const amount = (raw: bigint) => formatUnits(raw > 0n ? raw : 0n, output.decimals)
    return translate({
      ...S.belowMinimum,
      values: { received: amount(received), minimum: amount(minimum), symbol: output.symbol },
    })
  }
}
