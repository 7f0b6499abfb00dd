import { describe, expect, it } from 'vitest'
import type { PermitSignature } from '../types'
import { approvalState, signatureCovers, signatureState } from './approvalState'

describe('approvalState (spec 01 §4 Approvals)', () => {
  const base = { isNative: false, amount: 100n, allowance: 0n, pending: false }

  it('the native coin is always approved', () => {
    expect(approvalState({ ...base, isNative: true, allowance: undefined })).toBe('APPROVED')
  })
  it('is unknown without an amount or an allowance', () => {
    expect(approvalState({ ...base, amount: undefined })).toBe('UNKNOWN')
    expect(approvalState({ ...base, allowance: undefined })).toBe('UNKNOWN')
  })
  it('is approved when the allowance covers the amount, pending or not', () => {
    expect(approvalState({ ...base, allowance: 100n })).toBe('APPROVED')
    expect(approvalState({ ...base, allowance: 101n, pending: true })).toBe('APPROVED')
  })
  it('is pending while an approval transaction waits, else not approved', () => {
    expect(approvalState({ ...base, allowance: 99n, pending: true })).toBe('PENDING')
    expect(approvalState({ ...base, allowance: 99n })).toBe('NOT_APPROVED')
  })
})

describe('signature state', () => {
  const sig: PermitSignature = {
    permitType: 'AMOUNT',
    v: 27,
    r: '0x01',
    s: '0x02',
    amount: 100n,
    deadline: 2_000n,
    tokenAddress: '0x00000000000000000000000000000000000000aA',
    spender: '0x00000000000000000000000000000000000000bB',
    chainId: 1,
    owner: '0x00000000000000000000000000000000000000cC',
    nonce: 0n,
  }
  const match = {
    chainId: 1,
    token: '0x00000000000000000000000000000000000000AA',
    spender: '0x00000000000000000000000000000000000000bb',
    owner: '0x00000000000000000000000000000000000000CC',
    amount: 100n,
    now: 1_000n,
  }

  it('is signed for the same token, spender, owner and chain, any address case', () => {
    expect(signatureState(sig, match)).toBe('SIGNED')
    expect(signatureCovers(sig, { ...match, amount: 99n })).toBe(true)
  })
  it('is not signed for another amount above it, token, spender, owner or chain', () => {
    expect(signatureState(sig, { ...match, amount: 101n })).toBe('NOT_SIGNED')
    expect(signatureState(sig, { ...match, token: match.spender })).toBe('NOT_SIGNED')
    expect(signatureState(sig, { ...match, spender: match.token })).toBe('NOT_SIGNED')
    expect(signatureState(sig, { ...match, owner: match.token })).toBe('NOT_SIGNED')
    expect(signatureState(sig, { ...match, chainId: 2 })).toBe('NOT_SIGNED')
  })
  it('is spent once the token nonce moved on (a swap used it)', () => {
    expect(signatureState(sig, { ...match, nonce: 0n })).toBe('SIGNED')
    expect(signatureState(sig, { ...match, nonce: 1n })).toBe('NOT_SIGNED')
  })
  it('expires with its deadline', () => {
    expect(signatureState(sig, { ...match, now: 2_000n })).toBe('NOT_SIGNED')
  })
  it('is not signed without a signature, unknown without anything to match', () => {
    expect(signatureState(null, match)).toBe('NOT_SIGNED')
    expect(signatureState(sig, undefined)).toBe('UNKNOWN')
  })
})
