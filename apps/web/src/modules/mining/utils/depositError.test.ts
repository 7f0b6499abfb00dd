import { describe, expect, it } from 'vitest'
import { claimError, depositAmount, withdrawError } from './depositError'

describe('the mining buttons (spec 02 §5)', () => {
  it("deposit: 'Connect Wallet', then the amount parser's error, then the balance", () => {
    expect(depositAmount('1', false, 10n ** 18n).error).toBe('connectWallet')
    expect(depositAmount('', true, 10n ** 18n).error).toBe('enterAmount')
    expect(depositAmount('0', true, 10n ** 18n).error).toBe('enterAmount')
    expect(depositAmount('1.5', true, 10n ** 18n)).toEqual({
      amount: 15n * 10n ** 17n,
      error: 'insufficientBalance',
    })
    expect(depositAmount('0.000000000000000001', true, 1n)).toEqual({ amount: 1n, error: null })
  })
  it("claim: 'Connect Wallet' without an account, 'Enter an amount' with nothing earned", () => {
    expect(claimError(false, 5n)).toBe('connectWallet')
    expect(claimError(true, 0n)).toBe('enterAmount')
    expect(claimError(true, 5n)).toBeNull()
  })
  it("withdraw: 'Connect a wallet' without an account, 'Enter an amount' with nothing staked", () => {
    expect(withdrawError(false, 5n)).toBe('connectAWallet')
    expect(withdrawError(true, 0n)).toBe('enterAmount')
    expect(withdrawError(true, 5n)).toBeNull()
  })
})
