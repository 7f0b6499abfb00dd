// Position analytics against the live devnet (integration project), with oracles that do not go
// through the code under test (devnet testing/positionScenario): token balances moved (deposited,
// paid out), the position manager's own answers to static decreaseLiquidity / collect calls from
// the owner (what the liquidity is worth, what is owed now), and the valuation written by hand.
import { publicClient } from '@tidepool/devnet/testing/clients'
import { devnetL1 } from '@tidepool/devnet/testing/context'
import { knownPositionScenario } from '@tidepool/devnet/testing/positionScenario'
import { revert, snapshot } from '@tidepool/devnet/testing/rpc'
import { parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countingClient } from '../../../../chain/testing/countingClient'
import { readPositionsAnalytics } from './readPositionsAnalytics'

const poolAbi = parseAbi([
  'function slot0() view returns (uint160, int24, uint16, uint16, uint16, uint8, bool)',
])
const { manifest, l1 } = devnetL1()
const Q192 = 1n << 192n

let snap: string
beforeAll(async () => {
  snap = await snapshot(l1.rpcUrl)
})
afterAll(async () => {
  await revert(l1.rpcUrl, snap)
})

describe('readPositionsAnalytics on the devnet', () => {
  it('agrees with the balances moved and the position manager’s own static answers', async () => {
    const s = await knownPositionScenario({ manifest, chain: l1, lpIndex: 2, traderIndex: 3 })

    // Count HTTP requests through a batching transport like the app's (chain/viemTransports.ts).
    const { client: counted, counter } = countingClient(l1.rpcUrl, { batchWaitMs: 20 })
    const result = await readPositionsAnalytics(counted, {
      chainId: l1.chainId,
      positionManager: l1.contracts.positionManager,
      v3Factory: l1.contracts.v3Factory,
      multicallAddress: l1.contracts.multicall3,
      tokenIds: [s.tokenId],
      fromBlock: 0n,
    })
    expect(counter.requests).toBeGreaterThan(0)
    expect(counter.requests).toBeLessThanOrEqual(5) // issue 13: analytics for one position in ≤ 5
    const position = result.positions.get(s.tokenId)
    if (!position) throw new Error('position missing from the result')

    const { owedNow, currentAmounts } = await s.oracles()
    const [sqrtPriceX96] = await publicClient(l1).readContract({
      address: s.pool,
      abi: poolAbi,
      functionName: 'slot0',
    })
    expect(position.pool).toBe(s.pool)
    expect(position.ledger.deposited).toEqual(s.deposited)
    expect(position.ledger.withdrawn).toEqual(s.withdrawn)
    expect(position.ledger.collected).toEqual(s.collected)
    expect(position.ledger.principalOwed).toEqual({ amount0: 0n, amount1: 0n })
    expect(position.owedNow).toEqual(owedNow)
    expect(position.currentAmounts).toEqual(currentAmounts)

    const a = position.analytics
    // The first trade paid token0 fees (collected), the second token1 fees (still owed). 1 % of
    // 1e16 is 1e14; the pool's rounding can add a wei or two and the growth division lose one.
    const fees0 = s.collected.amount0 - s.withdrawn.amount0
    expect(fees0).toBeGreaterThanOrEqual(10n ** 14n - 1n)
    expect(fees0).toBeLessThanOrEqual(10n ** 14n + 2n)
    expect(owedNow.amount1).toBeGreaterThanOrEqual(3n * 10n ** 14n - 1n)
    expect(a.feesEarned).toEqual({ amount0: fees0, amount1: owedNow.amount1 })
    expect(a.uncollectedFees).toEqual(owedNow)

    // By hand: value in token1 = amount0 · sqrtP² / 2^192 + amount1 (price token1 per token0).
    const value192 = (x: { amount0: bigint; amount1: bigint }) =>
      x.amount0 * sqrtPriceX96 * sqrtPriceX96 + x.amount1 * Q192
    const hodl = {
      amount0: s.deposited.amount0 - s.withdrawn.amount0,
      amount1: s.deposited.amount1 - s.withdrawn.amount1,
    }
    expect(a.hodlAmounts).toEqual(hodl)
    expect(a.hodlValue).toBe(value192(hodl) / Q192)
    expect(a.pnlVsHodl).toBe((value192(currentAmounts) - value192(hodl)) / Q192)
    const feesValue = value192({ amount0: fees0, amount1: owedNow.amount1 })
    expect(a.feesEarnedValue).toBe(feesValue / Q192)
    const apr = (Number(feesValue) / Number(value192(s.deposited))) * (365 / 10) * 100
    expect(a.feeAprPercent).toBeCloseTo(apr, 3)
    expect(position.ledger.mint?.blockTimestamp).toBe(s.mintTime)
  })
})
