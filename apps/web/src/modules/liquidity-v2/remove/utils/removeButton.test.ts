import { describe, expect, it } from 'vitest'
import { removeV2Buttons } from './removeButton'

const burn = { liquidity: 10n, amountA: 5n, amountB: 7n }
const base = {
  connected: true,
  mode: 'simple' as const,
  burn,
  approval: 'NOT_APPROVED' as const,
  signature: 'UNKNOWN' as const,
  batched: false,
  busy: false,
}

describe('remove v2 buttons (spec 02 §5 Removal)', () => {
  it("reads 'Connect Wallet' without an account", () => {
    expect(removeV2Buttons({ ...base, connected: false }).main).toBe('connectWallet')
  })

  it('asks for a percent in Simple mode and an amount in Detailed mode until all three are non-zero', () => {
    const none = { liquidity: 10n, amountA: 0n, amountB: 7n }
    expect(removeV2Buttons({ ...base, burn: none }).main).toBe('enterPercent')
    expect(removeV2Buttons({ ...base, burn: none, mode: 'detailed' }).main).toBe('enterAmount')
  })

  it('needs an approval or a signature before Remove', () => {
    expect(removeV2Buttons(base)).toEqual({
      main: 'remove',
      removeEnabled: false,
      approve: 'approve',
    })
    expect(removeV2Buttons({ ...base, approval: 'PENDING' }).approve).toBe('approving')
    expect(removeV2Buttons({ ...base, signature: 'SIGNED' })).toEqual({
      main: 'remove',
      removeEnabled: true,
      approve: 'approved',
    })
    expect(removeV2Buttons({ ...base, approval: 'APPROVED', busy: true }).removeEnabled).toBe(false)
  })

  it('shows no Approve step when the approval goes in the batch with the removal (issue 18)', () => {
    expect(removeV2Buttons({ ...base, batched: true })).toEqual({
      main: 'remove',
      removeEnabled: true,
      approve: 'hidden',
    })
    expect(removeV2Buttons({ ...base, batched: true, busy: true }).removeEnabled).toBe(false)
  })
})
