import { describe, expect, it } from 'vitest'
import { pickGasPrice } from './gasPrice'

const GWEI = 1_000_000_000n
const network = (wei: bigint) => () => Promise.resolve(wei)
const oracle = (wei: bigint | undefined) => () => Promise.resolve(wei)
const failing = () => Promise.reject(new Error('node down'))
const never = () => new Promise<never>(() => {})

describe('the gas price quotes are costed at', () => {
  it("is the fast-gas oracle's answer when it is plausible", async () => {
    await expect(
      pickGasPrice({ oracle: oracle(31n * GWEI), network: network(25n * GWEI) }),
    ).resolves.toEqual({ wei: 31n * GWEI, source: 'oracle' })
  })

  it("is the network's fee on a chain without an oracle", async () => {
    await expect(pickGasPrice({ oracle: undefined, network: network(2n * GWEI) })).resolves.toEqual(
      {
        wei: 2n * GWEI,
        source: 'network',
      },
    )
  })

  it.each([
    ['no name set', undefined],
    ['a zero answer', 0n],
    ['a negative answer', -5n * GWEI],
    ['an absurd answer (above 100,000 gwei)', 100_001n * GWEI],
    ['a stale answer far above the fee (more than 10×)', 301n * GWEI],
    ['a stale answer far below the fee (under a tenth)', 2n * GWEI],
  ])("falls back to the network's fee on %s", async (_, answer) => {
    await expect(
      pickGasPrice({ oracle: oracle(answer), network: network(30n * GWEI) }),
    ).resolves.toEqual({ wei: 30n * GWEI, source: 'network' })
  })

  it('keeps an answer exactly 10× either way of the fee', async () => {
    await expect(
      pickGasPrice({ oracle: oracle(300n * GWEI), network: network(30n * GWEI) }),
    ).resolves.toEqual({ wei: 300n * GWEI, source: 'oracle' })
    await expect(
      pickGasPrice({ oracle: oracle(3n * GWEI), network: network(30n * GWEI) }),
    ).resolves.toEqual({ wei: 3n * GWEI, source: 'oracle' })
  })

  it("falls back to the network's fee when the oracle read fails", async () => {
    await expect(pickGasPrice({ oracle: failing, network: network(30n * GWEI) })).resolves.toEqual({
      wei: 30n * GWEI,
      source: 'network',
    })
  })

  it('does not wait for a slow oracle beyond its timeout', async () => {
    const started = Date.now()
    await expect(
      pickGasPrice({ oracle: never, network: network(30n * GWEI), timeoutMs: 20 }),
    ).resolves.toEqual({ wei: 30n * GWEI, source: 'network' })
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  it("uses a sane oracle answer when the network's fee cannot be read", async () => {
    await expect(pickGasPrice({ oracle: oracle(31n * GWEI), network: failing })).resolves.toEqual({
      wei: 31n * GWEI,
      source: 'oracle',
    })
  })

  it("rejects with the node's error when neither read gives a price", async () => {
    await expect(pickGasPrice({ oracle: oracle(0n), network: failing })).rejects.toThrow(
      'node down',
    )
    await expect(pickGasPrice({ oracle: undefined, network: failing })).rejects.toThrow('node down')
  })
})
