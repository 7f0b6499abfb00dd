import { describe, expect, it } from 'vitest'
import { routerAccess } from './routerAccess'

const base = {
  routerApproved: false,
  batching: false,
  accountKind: 'eoa',
  signFailed: false,
} as const

describe('how the router gets the v3 position in the migration (issue 32)', () => {
  it('asks nothing when the router already manages the NFT, even of a batching wallet', () => {
    expect(routerAccess({ ...base, routerApproved: true, batching: true })).toBe('approved')
  })

  it('puts the approval into a batching wallet’s one batch instead of a signature', () => {
    expect(routerAccess({ ...base, batching: true })).toBe('batch')
    expect(routerAccess({ ...base, batching: true, accountKind: 'contract' })).toBe('batch')
  })

  it('has a plain EOA sign the permit, and approves on chain once its wallet failed to sign', () => {
    expect(routerAccess(base)).toBe('sign')
    expect(routerAccess({ ...base, accountKind: undefined })).toBe('sign')
    expect(routerAccess({ ...base, signFailed: true })).toBe('approve')
  })

  it('approves on chain for accounts whose code the permit would ask (contracts, 7702 delegates)', () => {
    expect(routerAccess({ ...base, accountKind: 'contract' })).toBe('approve')
    expect(routerAccess({ ...base, accountKind: 'delegated-eoa' })).toBe('approve')
  })
})
