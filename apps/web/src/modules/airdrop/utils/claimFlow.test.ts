import { describe, expect, it } from 'vitest'
import { claimButtonState, claimFlowState } from './claimFlow'

const HASH = `0x${'12'.repeat(32)}` as const
const submitted = { status: 'submitted', hash: HASH, explorerUrl: 'u' } as const

describe('claimFlowState (spec 01 §4 Airdrop claim)', () => {
  it('goes Claim → confirm in the wallet → claiming with the hash → Claimed on a good receipt', () => {
    expect(claimFlowState({ status: 'closed' }, undefined)).toEqual({ phase: 'idle' })
    expect(claimFlowState({ status: 'confirm' }, undefined)).toEqual({ phase: 'confirm' })
    expect(claimFlowState(submitted, undefined)).toEqual({ phase: 'claiming', hash: HASH })
    const done = claimFlowState(submitted, true)
    expect(done).toEqual({ phase: 'claimed', hash: HASH })
    expect(claimButtonState(done)).toBe('claimed')
  })

  it('returns to the start on a refusal (silently), a failure (with the reason), a revert', () => {
    // A refusal closes the shared dialog phase: back to the start, no reason.
    expect(claimFlowState({ status: 'closed' }, undefined)).toEqual({ phase: 'idle' })
    expect(
      claimFlowState({ status: 'error', message: 'Drop already claimed.' }, undefined),
    ).toEqual({ phase: 'idle', error: 'Drop already claimed.' })
    expect(claimFlowState(submitted, false)).toEqual({ phase: 'idle', error: '' })
  })

  it('says Claiming while busy and Claim again after a failure', () => {
    expect(claimButtonState(claimFlowState({ status: 'confirm' }, undefined))).toBe('claiming')
    expect(claimButtonState(claimFlowState(submitted, undefined))).toBe('claiming')
    expect(claimButtonState(claimFlowState({ status: 'error', message: 'x' }, undefined))).toBe(
      'claim',
    )
  })
})
