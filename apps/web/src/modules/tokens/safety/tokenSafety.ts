// Issue 35 "Token safety before the trade": what a small buy and a sell back, simulated in one
// eth_simulateV1, say of a token. Pure: the simulation's outcomes in, the verdict out.
//   cannotSell — the buy went through, the sell back reverted (a "honeypot");
//   limited    — even the small buy reverted (a max-wallet, cooldown or blocked transfer);
//   fee        — a share of a transfer went missing: measured as what the pair sent against
//                what arrived (the buy), and what left the probe against what the pair got (the
//                sell), not taken from a list;
//   ok         — bought and sold back with nothing missing;
//   unknown    — no route to test it through, or the node cannot simulate.
import { type Address, isAddressEqual } from 'viem'
import { movementOfLog, type RawLog } from '../../../chain/balanceChanges'
import type { SimulatedOutcome } from '../../../chain/simulate'

export type TokenSafety =
  | { verdict: 'ok' }
  | { verdict: 'fee'; feeBps: number }
  | { verdict: 'cannotSell' }
  | { verdict: 'limited' }
  | { verdict: 'unknown' }

/** What the pair sent the probe (buy) and what the probe sent the pair (sell), and what moved. */
function flows(logs: readonly RawLog[], token: Address, probe: Address, pair: Address) {
  let fromPair = 0n
  let toProbe = 0n
  let fromProbe = 0n
  let toPair = 0n
  for (const log of logs) {
    const m = movementOfLog(log)
    if (!m || m.token === 'native' || !isAddressEqual(m.token, token)) continue
    if (isAddressEqual(m.from, pair)) fromPair += m.amount
    if (isAddressEqual(m.to, probe)) toProbe += m.amount
    if (isAddressEqual(m.from, probe)) fromProbe += m.amount
    if (isAddressEqual(m.to, pair)) toPair += m.amount
  }
  return { fromPair, toProbe, fromProbe, toPair }
}

const BPS = 10_000n

/** The share (bps, rounded to nearest) of `sent` that did not arrive as `received`. */
function lostBps(sent: bigint, received: bigint): number {
  if (sent <= 0n || received >= sent) return 0
  return Number(((sent - received) * BPS * 2n + sent) / (2n * sent))
}

/**
 * The verdict from the outcomes of [buy, approve, sell] made by `probe` through the v2 `pair`.
 * Amounts are read from the Transfer logs, so a token that burns its fee or sends it elsewhere
 * is measured alike.
 */
export function tokenSafetyOf(
  outcomes: readonly SimulatedOutcome[],
  p: { token: Address; probe: Address; pair: Address },
): TokenSafety {
  const [buy, approve, sell] = outcomes
  if (!buy || buy.status === 'reverted') return { verdict: 'limited' }
  if (!approve || approve.status === 'reverted') return { verdict: 'cannotSell' }
  if (!sell || sell.status === 'reverted') return { verdict: 'cannotSell' }
  const bought = flows(buy.logs, p.token, p.probe, p.pair)
  const sold = flows(sell.logs, p.token, p.probe, p.pair)
  const feeBps = Math.max(
    lostBps(bought.fromPair, bought.toProbe),
    lostBps(sold.fromProbe, sold.toPair),
  )
  return feeBps > 0 ? { verdict: 'fee', feeBps } : { verdict: 'ok' }
}
