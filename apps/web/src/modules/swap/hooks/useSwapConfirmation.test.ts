// @vitest-environment jsdom
// A DOM: the hook renders (renderHook).
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { TRADE } from '../testing/fixtures'
import { useSwapConfirmation } from './useSwapConfirmation'

const trade = TRADE
const moved = { ...trade, outputAmount: 2_990_000_000n, blockNumber: 2n }

describe('swap confirmation (spec 01 §4)', () => {
  it("shows 'Price Updated' when the live trade moves, until Accept adopts it", () => {
    const { result, rerender } = renderHook(({ live }) => useSwapConfirmation(live, vi.fn()), {
      initialProps: { live: trade },
    })
    act(() => result.current.open(trade))
    expect(result.current.priceUpdated).toBe(false)
    rerender({ live: moved })
    expect(result.current.priceUpdated).toBe(true)
    act(() => result.current.accept())
    expect(result.current.priceUpdated).toBe(false)
    expect(result.current.tradeToConfirm).toBe(moved)
  })
  it('keeps the hash on success and clears the input when dismissed', async () => {
    const cleared = vi.fn()
    const { result } = renderHook(() => useSwapConfirmation(trade, cleared))
    act(() => result.current.open(trade))
    await act(() => result.current.run(async () => '0xabc'))
    expect(result.current.txHash).toBe('0xabc')
    act(() => result.current.dismiss())
    expect(cleared).toHaveBeenCalledOnce()
    expect(result.current.showConfirm).toBe(false)
  })
  it('shows the error message on failure and does not clear the input', async () => {
    const cleared = vi.fn()
    const { result } = renderHook(() => useSwapConfirmation(trade, cleared))
    act(() => result.current.open(trade))
    await act(() =>
      result.current.run(async () => {
        throw new Error('Transaction rejected.')
      }),
    )
    expect(result.current.swapErrorMessage).toBe('Transaction rejected.')
    act(() => result.current.dismiss())
    expect(cleared).not.toHaveBeenCalled()
  })
})
