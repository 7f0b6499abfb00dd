// Issue 32: "The preview is simulated (eth_call) before it is shown." The very transaction the
// change of range sends, run from the owner's account on the latest block. Through the chain's
// simulation door (eth_simulateV1 with traceTransfers, chain/simulate) the wallet's net balance
// changes come back, and they are the refunds: the preview's refunds are shown only when they
// are equal, to the wei. A node without eth_simulateV1 answers eth_call's success or revert.
import { type Address, type Client, type Hex, isAddressEqual } from 'viem'
import { call } from 'viem/actions'
import { movementOfLog, NATIVE, netBalanceChanges } from '../../../chain/balanceChanges'
import { extractRevertReason } from '../../../chain/revertReasons'
import { simulateCalls } from '../../../chain/simulate'
import type { TokenAmounts } from '../v4/v4Amounts'

/** v4's native currency (the zero address). */
const ZERO: Address = '0x0000000000000000000000000000000000000000'

export interface SimulateChangeRangeParameters {
  account: Address
  to: Address
  data: Hex
  value: bigint
  /** The position's two currencies (v4's zero address for the native coin). */
  currencies: readonly [Address, Address]
  /** What the preview says comes back to the wallet. */
  refunds: TokenAmounts
  /** Calls the account makes first (the v3 → v4 migration: the router's NFT approval); only the
   *  last call's changes are the refunds. */
  before?: readonly { to: Address; data: Hex }[] | undefined
}

export type ChangeRangeSimulation =
  /** The node traced it: `refunds` are the wallet's simulated changes; `exact`: equal to the preview's. */
  | { status: 'traced'; refunds: TokenAmounts; exact: boolean }
  /** Only eth_call's answer: it would succeed (the figures are the preview's). */
  | { status: 'succeeds' }
  | { status: 'reverted'; reason: string }

export async function simulateChangeRange(
  client: Client,
  p: SimulateChangeRangeParameters,
): Promise<ChangeRangeSimulation> {
  const tx = { to: p.to, data: p.data, value: p.value }
  const calls = [...(p.before ?? []), tx]
  const outcomes = await simulateCalls(client, { account: p.account, calls })
  const outcome = outcomes?.at(-1)
  const failed = outcomes?.find((o) => o.status === 'reverted')
  if (failed?.status === 'reverted') return { status: 'reverted', reason: failed.reason }
  if (outcome?.status === 'success') {
    const changes = netBalanceChanges(outcome.logs.flatMap((l) => movementOfLog(l) ?? []))
    const delta = (currency: Address) =>
      changes.find(
        (c) =>
          isAddressEqual(c.holder, p.account) &&
          (c.token === NATIVE ? currency === ZERO : isAddressEqual(c.token, currency)),
      )?.delta ?? 0n
    const refunds = { amount0: delta(p.currencies[0]), amount1: delta(p.currencies[1]) }
    const exact = refunds.amount0 === p.refunds.amount0 && refunds.amount1 === p.refunds.amount1
    return { status: 'traced', refunds, exact }
  }
  // eth_call runs one call: with calls before it, only the simulation above can answer.
  if (p.before?.length) return { status: 'succeeds' }
  try {
    await call(client, { account: p.account, ...tx })
    return { status: 'succeeds' }
  } catch (e) {
    return { status: 'reverted', reason: extractRevertReason(e) ?? 'execution reverted' }
  }
}
