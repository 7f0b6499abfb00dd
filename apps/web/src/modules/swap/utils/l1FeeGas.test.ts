import { describe, expect, it } from 'vitest'
import { l1FeeAsGas, networkFeeWei } from './l1FeeGas'

describe('l1FeeAsGas', () => {
  it('turns the L1 fee into the gas it is worth at the execution gas price', () => {
    // Base-like: a 3.7e12 wei L1 fee at 0.01 gwei is 370 k gas, more than the swap's execution.
    expect(l1FeeAsGas(3_700_000_000_000n, 10_000_000n)).toBe(370_000n)
  })

  it('rounds up, so the fee shown is never below the one charged', () => {
    expect(l1FeeAsGas(10_000_001n, 10_000_000n)).toBe(2n)
    expect(l1FeeAsGas(1n, 10_000_000n) * 10_000_000n).toBeGreaterThanOrEqual(1n)
  })

  it('is 0 without an L1 fee or without a gas price to divide by', () => {
    expect(l1FeeAsGas(0n, 10_000_000n)).toBe(0n)
    expect(l1FeeAsGas(5n, 0n)).toBe(0n)
  })

  it('adds back to execution + L1 fee within one gas unit of price', () => {
    const gasPriceWei = 10_000_000n
    const l1FeeWei = 3_712_345_678_901n
    const gas = 180_000n
    const shown = (gas + l1FeeAsGas(l1FeeWei, gasPriceWei)) * gasPriceWei
    const charged = networkFeeWei({ gas, gasPriceWei, l1FeeWei })
    expect(shown - charged).toBeGreaterThanOrEqual(0n)
    expect(shown - charged).toBeLessThan(gasPriceWei)
  })
})
