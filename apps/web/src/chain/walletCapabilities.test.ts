import { describe, expect, it } from 'vitest'
import { getAtomicBatchSupport, supportsAtomicBatch } from './walletCapabilities'

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('EIP-5792 atomic batching capability (issue 18)', () => {
  it('reads the current atomic.status for the chain: supported and ready batch', () => {
    expect(supportsAtomicBatch({ '0x7a69': { atomic: { status: 'supported' } } }, 31337)).toBe(true)
    expect(supportsAtomicBatch({ '0x1': { atomic: { status: 'ready' } } }, 1)).toBe(true)
    expect(supportsAtomicBatch({ '0x1': { atomic: { status: 'unsupported' } } }, 1)).toBe(false)
  })

  it('accepts the earlier draft atomicBatch.supported', () => {
    expect(supportsAtomicBatch({ '0x1': { atomicBatch: { supported: true } } }, 1)).toBe(true)
    expect(supportsAtomicBatch({ '0x1': { atomicBatch: { supported: false } } }, 1)).toBe(false)
  })

  it('matches chain keys by value and falls back to the all-chains entry 0x0', () => {
    expect(supportsAtomicBatch({ '0x01': { atomic: { status: 'supported' } } }, 1)).toBe(true)
    expect(supportsAtomicBatch({ '0x0': { atomic: { status: 'supported' } } }, 10)).toBe(true)
    // The chain's own entry wins over the all-chains one.
    expect(
      supportsAtomicBatch(
        {
          '0x0': { atomic: { status: 'supported' } },
          '0xa': { atomic: { status: 'unsupported' } },
        },
        10,
      ),
    ).toBe(false)
  })

  it('anything else is no batching: another chain, no atomic entry, malformed answers', () => {
    expect(supportsAtomicBatch({ '0x1': { atomic: { status: 'supported' } } }, 10)).toBe(false)
    expect(supportsAtomicBatch({ '0x1': { paymasterService: { supported: true } } }, 1)).toBe(false)
    for (const bad of [
      null,
      undefined,
      'yes',
      [],
      { '0x1': 'supported' },
      { '0x1': { atomic: true } },
    ])
      expect(supportsAtomicBatch(bad, 1)).toBe(false)
  })

  it('asks wallet_getCapabilities for the account and the chain id in hex', async () => {
    const asked: unknown[] = []
    const request = async (args: { method: string; params?: unknown }) => {
      asked.push(args)
      return { '0x7a69': { atomic: { status: 'supported' } } }
    }
    expect(await getAtomicBatchSupport(request, ACCOUNT, 31337)).toBe(true)
    expect(asked).toEqual([{ method: 'wallet_getCapabilities', params: [ACCOUNT, ['0x7a69']] }])
  })

  it('a wallet without the method (4200) or any failure means no batching', async () => {
    const request = async () => {
      throw Object.assign(new Error('wallet_getCapabilities is not supported'), { code: 4200 })
    }
    expect(await getAtomicBatchSupport(request, ACCOUNT, 1)).toBe(false)
  })
})
