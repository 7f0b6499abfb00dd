import { describe, expect, it } from 'vitest'
import { CLAIM_FLOW_START, type ClaimFlowEvent, claimButtonState, claimFlow } from './claimFlow'

const HASH = `0x${'12'.repeat(32)}` as const
const OTHER = `0x${'34'.repeat(32)}` as const
const run = (...events: ClaimFlowEvent[]) => events.reduce(claimFlow, CLAIM_FLOW_START)

describe('claimFlow (spec 01 §4 Airdrop claim)', () => {
  it('goes Claim → confirm in the wallet → claiming with the hash → Claimed on a good receipt', () => {
    expect(run({ type: 'start' })).toEqual({ phase: 'confirm' })
    expect(run({ type: 'start' }, { type: 'submitted', hash: HASH })).toEqual({
      phase: 'claiming',
      hash: HASH,
    })
    const done = run(
      { type: 'start' },
      { type: 'submitted', hash: HASH },
      { type: 'receipt', hash: HASH, success: true, message: '' },
    )
    expect(done).toEqual({ phase: 'claimed', hash: HASH })
    expect(claimButtonState(done)).toBe('claimed')
  })

  it('returns to the start on a refusal (silently) and on a failure (with the reason)', () => {
    expect(run({ type: 'start' }, { type: 'rejected' })).toEqual({ phase: 'idle' })
    expect(run({ type: 'start' }, { type: 'failed', message: 'Drop already claimed.' })).toEqual({
      phase: 'idle',
      error: 'Drop already claimed.',
    })
    expect(
      run(
        { type: 'start' },
        { type: 'submitted', hash: HASH },
        { type: 'receipt', hash: HASH, success: false, message: '' },
      ),
    ).toEqual({ phase: 'idle', error: '' })
  })

  it("ignores another transaction's receipt and a second start while busy", () => {
    const claiming = run({ type: 'start' }, { type: 'submitted', hash: HASH })
    expect(claimFlow(claiming, { type: 'receipt', hash: OTHER, success: true, message: '' })).toBe(
      claiming,
    )
    expect(claimFlow(claiming, { type: 'start' })).toBe(claiming)
    expect(claimButtonState(claiming)).toBe('claiming')
    expect(claimButtonState(run({ type: 'start' }))).toBe('claiming')
  })

  it('starts again after a failure, and reset clears the end state', () => {
    const failed = run({ type: 'start' }, { type: 'failed', message: 'x' })
    expect(claimButtonState(failed)).toBe('claim')
    expect(claimFlow(failed, { type: 'start' })).toEqual({ phase: 'confirm' })
    expect(claimFlow({ phase: 'claimed', hash: HASH }, { type: 'reset' })).toEqual(CLAIM_FLOW_START)
  })
})
