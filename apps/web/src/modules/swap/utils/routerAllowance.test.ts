import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  carriesPermit,
  PERMIT_SIG_MARGIN_SECONDS,
  type Permit2Allowance,
  routerAllowancePlan,
  signsPermit2,
} from './routerAllowance'
import type { SignedPermit } from './universalRouter'

const TOKEN: Address = '0x1111111111111111111111111111111111111111'
const ROUTER: Address = '0x2222222222222222222222222222222222222222'
const NOW = 1_800_000_000
const NONE: Permit2Allowance = { amount: 0n, expiration: 0, nonce: 0 }

const signed = (over: Partial<SignedPermit['permit']['details']> = {}, sigDeadline = NOW + 1800) =>
  ({
    permit: {
      details: {
        token: TOKEN,
        amount: 2n ** 160n - 1n,
        expiration: NOW + 86_400,
        nonce: 0,
        ...over,
      },
      spender: ROUTER,
      sigDeadline: BigInt(sigDeadline),
    },
    signature: '0x01',
  }) satisfies SignedPermit

const plan = (p: Partial<Parameters<typeof routerAllowancePlan>[0]> = {}) =>
  routerAllowancePlan({
    allowance: NONE,
    amount: 10n ** 18n,
    nowSec: NOW,
    token: TOKEN,
    router: ROUTER,
    held: undefined,
    batching: false,
    signsTypedData: true,
    ...p,
  }).kind

describe("the Universal Router's Permit2 allowance at send time (issue 31)", () => {
  it('needs nothing while the allowance covers the maximum input and has not expired', () => {
    const allowance = { amount: 10n ** 18n, expiration: NOW + 1, nonce: 3 }
    expect(plan({ allowance })).toBe('none')
    expect(plan({ allowance: { ...allowance, amount: 10n ** 18n - 1n } })).toBe('sign')
    expect(plan({ allowance: { ...allowance, expiration: NOW } })).toBe('sign')
  })

  it('a batching wallet approves in the batch; a contract account that cannot sign, on chain', () => {
    expect(plan({ batching: true })).toBe('batch')
    expect(plan({ batching: true, signsTypedData: false })).toBe('batch')
    expect(plan({ signsTypedData: false })).toBe('approve')
  })

  it('reuses a held signature only for the nonce Permit2 expects now, this token and router', () => {
    expect(plan({ held: signed() })).toBe('reuse')
    // Sent once: Permit2's nonce moved on, so the same signature would revert (InvalidNonce).
    expect(plan({ held: signed(), allowance: { ...NONE, nonce: 1 } })).toBe('sign')
    expect(plan({ held: signed({ token: ROUTER }) })).toBe('sign')
    expect(plan({ held: { ...signed(), permit: { ...signed().permit, spender: TOKEN } } })).toBe(
      'sign',
    )
    expect(plan({ held: signed({ amount: 10n ** 18n - 1n }) })).toBe('sign')
  })

  it('never sends a signature that expired, or would expire before the swap could be mined', () => {
    expect(plan({ held: signed({}, NOW + PERMIT_SIG_MARGIN_SECONDS + 1) })).toBe('reuse')
    expect(plan({ held: signed({}, NOW + PERMIT_SIG_MARGIN_SECONDS) })).toBe('sign')
    expect(plan({ held: signed({}, NOW - 1) })).toBe('sign')
    expect(plan({ held: signed({ expiration: NOW }) })).toBe('sign')
  })
})

describe('carriesPermit (the network fee basis, issue 31)', () => {
  const base = {
    allowance: NONE,
    amount: 10n ** 18n,
    nowSec: NOW,
    token: TOKEN,
    router: ROUTER,
    batching: false,
  }

  it('charges a permit for a plain EOA whose allowance does not cover the trade', () => {
    expect(carriesPermit({ ...base, accountKind: 'eoa' })).toBe(true)
  })

  it('charges none for a contract account or a delegated EOA: they approve on chain, as the send does', () => {
    expect(carriesPermit({ ...base, accountKind: 'contract' })).toBe(false)
    expect(carriesPermit({ ...base, accountKind: 'delegated-eoa' })).toBe(false)
    expect(signsPermit2('contract')).toBe(false)
    expect(signsPermit2('delegated-eoa')).toBe(false)
    expect(signsPermit2('eoa')).toBe(true)
  })

  it('charges none until the account kind and the allowance are read, nor when the allowance covers', () => {
    expect(carriesPermit({ ...base, accountKind: undefined })).toBe(false)
    expect(carriesPermit({ ...base, allowance: undefined, accountKind: 'eoa' })).toBe(false)
    const covering = { amount: 2n ** 160n - 1n, expiration: NOW + 60, nonce: 1 }
    expect(carriesPermit({ ...base, allowance: covering, accountKind: 'eoa' })).toBe(false)
  })

  it('charges none for a batching wallet (Permit2.approve rides in the batch)', () => {
    expect(carriesPermit({ ...base, batching: true, accountKind: 'eoa' })).toBe(false)
  })
})
