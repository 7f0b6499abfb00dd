import { describe, expect, it } from 'vitest'
import { canCancel, canExecute, canQueue, canVote, proposalState } from './proposalState'

describe('proposalState', () => {
  it('maps the governor numbers 0..7 to the spec statuses in Bravo order', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((n) => proposalState(n))).toEqual([
      'pending',
      'active',
      'canceled',
      'defeated',
      'succeeded',
      'queued',
      'expired',
      'executed',
    ])
  })

  it('reads a bigint the same as a number', () => {
    expect(proposalState(5n)).toBe('queued')
  })

  it('is undetermined for an unread state or a number outside the enum', () => {
    expect(proposalState(undefined)).toBe('undetermined')
    expect(proposalState(8)).toBe('undetermined')
    expect(proposalState(-1)).toBe('undetermined')
  })
})

describe('which actions a status allows', () => {
  it('votes only while active, queues only succeeded, executes only queued', () => {
    expect(canVote('active')).toBe(true)
    expect(canVote('pending')).toBe(false)
    expect(canQueue('succeeded')).toBe(true)
    expect(canQueue('active')).toBe(false)
    expect(canExecute('queued')).toBe(true)
    expect(canExecute('succeeded')).toBe(false)
  })

  it('offers cancel to the proposer until executed, to others only below the threshold', () => {
    const base = { isProposer: false, proposerBelowThreshold: false }
    expect(canCancel({ ...base, state: 'active', isProposer: true })).toBe(true)
    expect(canCancel({ ...base, state: 'queued', isProposer: true })).toBe(true)
    expect(canCancel({ ...base, state: 'executed', isProposer: true })).toBe(false)
    expect(canCancel({ ...base, state: 'canceled', isProposer: true })).toBe(false)
    expect(canCancel({ ...base, state: 'active' })).toBe(false)
    expect(canCancel({ ...base, state: 'active', proposerBelowThreshold: true })).toBe(true)
  })
})
