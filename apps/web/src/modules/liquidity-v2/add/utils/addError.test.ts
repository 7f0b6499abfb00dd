import { describe, expect, it } from 'vitest'
import { ADD_V2_STRINGS as S } from '../strings'
import { type V2AddFacts, v2AddError } from './addError'

const ok: V2AddFacts = {
  unsupported: false,
  connected: true,
  pairState: 'EXISTS',
  a: { symbol: 'DAI', amount: 10n, balance: 100n },
  b: { symbol: 'USDC', amount: 10n, balance: 100n },
  slippageBps: 50,
}

describe('v2 add errors, first wins (spec 02 §5)', () => {
  it('goes Connect Wallet, Invalid pair, Enter an amount, Insufficient A, then B', () => {
    const all: V2AddFacts = {
      ...ok,
      connected: false,
      pairState: 'INVALID',
      a: { symbol: 'DAI', amount: undefined, balance: 0n },
      b: { symbol: 'USDC', amount: 10n, balance: 0n },
    }
    expect(v2AddError(all)).toBe(S.connectWallet)
    expect(v2AddError({ ...all, connected: true })).toBe(S.invalidPair)
    expect(v2AddError({ ...all, connected: true, pairState: 'NOT_EXISTS' })).toBe(S.enterAmount)
    const short = { ...ok, a: { ...ok.a, balance: 9n }, b: { ...ok.b, balance: 9n } }
    expect(v2AddError(short)).toEqual({ ...S.insufficientBalance, values: { symbol: 'DAI' } })
    expect(v2AddError({ ...short, a: ok.a })).toEqual({
      ...S.insufficientBalance,
      values: { symbol: 'USDC' },
    })
    expect(v2AddError(ok)).toBeUndefined()
  })

  it('an unknown balance is no error; an unsupported asset blocks first', () => {
    expect(v2AddError({ ...ok, a: { ...ok.a, balance: undefined } })).toBeUndefined()
    expect(v2AddError({ ...ok, connected: false, unsupported: true })).toBe(S.unsupportedAsset)
  })

  it('says Unexpected slippage outside 0..100 %', () => {
    expect(v2AddError({ ...ok, slippageBps: 10_001 })).toBe(S.unexpectedSlippage)
    expect(v2AddError({ ...ok, slippageBps: -5 })).toBe(S.unexpectedSlippage)
    expect(v2AddError({ ...ok, slippageBps: 10_000 })).toBeUndefined()
  })
})
