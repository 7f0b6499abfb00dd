import { describe, expect, it } from 'vitest'
import {
  isBadRecipient,
  isRecipientLike,
  isRecipientName,
  recipientAddress,
  sanitizeRecipient,
} from './recipient'

const ADDR = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ROUTER = '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45'

describe('recipient rules (spec 01 §5 Recipient)', () => {
  it('strips all whitespace', () => {
    expect(sanitizeRecipient(` 0x70 99\t\n`)).toBe('0x7099')
  })
  it('accepts addresses, ENS-style and host-like names', () => {
    for (const v of [
      ADDR,
      ADDR.toLowerCase(),
      'alice.eth',
      'alice.tidepool.eth',
      'pay.example.com',
    ])
      expect(isRecipientLike(v)).toBe(true)
  })
  it('rejects the rest', () => {
    for (const v of ['', 'alice', '0x1234', `${ADDR}0`, 'no spaces.eth x'])
      expect(isRecipientLike(v)).toBe(false)
  })
  it('tells names from addresses', () => {
    expect(isRecipientName('alice.eth')).toBe(true)
    expect(isRecipientName(ADDR)).toBe(false)
    expect(recipientAddress(ADDR.toLowerCase())).toBe(ADDR)
    expect(recipientAddress('alice.eth')).toBeNull()
  })
  it('rejects the routers and factories of the chain', () => {
    const contracts = {
      swapRouter02: ROUTER,
      quoterV2: ADDR,
      v3Factory: '0x1F98431c8aD98523631AE4a59f267346ea31F984',
      tickLens: ADDR,
      multicall3: ADDR,
    } as const
    expect(isBadRecipient(ROUTER.toLowerCase() as `0x${string}`, contracts)).toBe(true)
    expect(isBadRecipient(ADDR, contracts)).toBe(false)
    expect(isBadRecipient(ROUTER, undefined)).toBe(false)
  })
})
