import { describe, expect, it } from 'vitest'
import { removeButtonState } from './removeButton'

const base = { connected: true, liquidity: 1000n, percent: 50, removedLiquidity: 500n, busy: false }

describe('removeButtonState (spec 02 §2, §5 Removal)', () => {
  it("reads 'Remove' with a connected account, liquidity and a percent", () => {
    expect(removeButtonState(base)).toEqual({ label: 'remove', disabled: false })
    expect(removeButtonState({ ...base, busy: true })).toEqual({ label: 'remove', disabled: true })
  })

  it("reads 'Closed', disabled, when the liquidity is zero (before anything else)", () => {
    expect(removeButtonState({ ...base, liquidity: 0n, connected: false })).toEqual({
      label: 'closed',
      disabled: true,
    })
  })

  it("reads 'Connect Wallet' without an account", () => {
    expect(removeButtonState({ ...base, connected: false })).toEqual({
      label: 'connectWallet',
      disabled: false,
    })
  })

  it("reads 'Enter a percent' at 0 % or when the percent removes no liquidity", () => {
    expect(removeButtonState({ ...base, percent: 0, removedLiquidity: 0n })).toEqual({
      label: 'enterPercent',
      disabled: true,
    })
    expect(
      removeButtonState({ ...base, liquidity: 1n, percent: 1, removedLiquidity: 0n }).label,
    ).toBe('enterPercent')
  })
})
