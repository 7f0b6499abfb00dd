import { describe, expect, it } from 'vitest'
import type { Address, PoolSnapshot, V2Pair } from '../graph/types.ts'
import {
  createTransferFeeCache,
  detectionTarget,
  feeBpsOf,
  type MeasureTransfer,
} from './detect.ts'

const TAX: Address = '0x00000000000000000000000000000000000000aa'
const WETH: Address = '0x00000000000000000000000000000000000000bb'
const pair = (address: Address, reserve0: bigint): V2Pair => ({
  protocol: 'v2',
  address,
  token0: TAX,
  token1: WETH,
  reserve0,
  reserve1: 10n ** 20n,
})
const small = pair('0x0000000000000000000000000000000000000a01', 10n ** 21n)
const deep = pair('0x0000000000000000000000000000000000000a02', 10n ** 24n)
const snapshot: PoolSnapshot = { chainId: 1, blockNumber: 7n, pools: [small, deep] }

describe('transfer-fee detection', () => {
  it('borrows a tenth of the deepest v2 reserve of the token', () => {
    expect(detectionTarget(snapshot.pools, TAX)).toEqual({ pair: deep.address, amount: 10n ** 23n })
  })

  it('turns a measurement into basis points: the larger loss of the two transfers, rounded', () => {
    // TAX's 1 %: floor(amount / 100) kept on each transfer.
    expect(feeBpsOf(1_000_003n, { received: 990_003n, delivered: 980_103n })).toBe(100)
    expect(feeBpsOf(10_000n, { received: 10_000n, delivered: 9_700n })).toBe(300)
    expect(feeBpsOf(10_000n, { received: 10_000n, delivered: 10_000n })).toBe(0)
  })

  it('reads each token once, all new tokens in one call, and again after a failed read', async () => {
    const calls: number[] = []
    let fail = true
    const measure: MeasureTransfer = async ({ targets, blockNumber }) => {
      expect(blockNumber).toBe(7n)
      calls.push(targets.length)
      if (fail) throw new Error('node down')
      return targets.map((t) =>
        t.token === TAX
          ? { received: t.amount - t.amount / 100n, delivered: (t.amount * 99n * 99n) / 10_000n }
          : 'reverted',
      )
    }
    const cache = createTransferFeeCache(measure)
    await expect(cache.feesFor(snapshot)).rejects.toThrow('node down')
    fail = false
    expect(await cache.feesFor(snapshot)).toEqual({ [TAX]: 100 })
    expect(await cache.feesFor(snapshot)).toEqual({ [TAX]: 100 })
    expect(calls).toEqual([2, 2])
  })
})
