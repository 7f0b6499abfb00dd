import { describe, expect, it } from 'vitest'
import { i18n } from '../../../i18n'
import { type AddFormFacts, addFormError, isPreviewDisabled } from './addError'

const side = { amount: 10n, balance: 100n, disabled: false, approved: true }
const ready: AddFormFacts = {
  connected: true,
  currenciesChosen: true,
  feeChosen: true,
  poolState: 'EXISTS',
  invalidPrice: false,
  invalidRange: false,
  a: { ...side, symbol: 'USDC' },
  b: { ...side, symbol: 'WETH' },
}
type Change = Omit<Partial<AddFormFacts>, 'a' | 'b'> & {
  a?: Partial<AddFormFacts['a']>
  b?: Partial<AddFormFacts['b']>
}
const facts = ({ a, b, ...rest }: Change): AddFormFacts => ({
  ...ready,
  ...rest,
  a: { ...ready.a, ...a },
  b: { ...ready.b, ...b },
})
// The descriptors are translated where drawn; the tests read them in en-US.
const error = (change: Change): string | undefined => {
  const d = addFormError(facts(change))
  return d && i18n._(d)
}

describe('v3 add error (spec 02 §5, first wins)', () => {
  it('has no error when everything is in place', () => {
    expect(error({})).toBeUndefined()
  })
  it('asks to connect before anything else', () => {
    expect(
      error({
        connected: false,
        poolState: 'INVALID',
        invalidPrice: true,
        a: { amount: undefined },
      }),
    ).toBe('Connect Wallet')
  })
  it('reports an invalid pair before the price, amounts and balances', () => {
    expect(error({ poolState: 'INVALID', invalidPrice: true, a: { amount: undefined } })).toBe(
      'Invalid pair',
    )
    expect(error({ currenciesChosen: false })).toBe('Invalid pair')
  })
  it('asks for a fee tier for a valid pair without one, not "Invalid pair" (issue 34 #8)', () => {
    // Without a tier the pool lookup has nothing to read and reports INVALID.
    expect(error({ feeChosen: false, poolState: 'INVALID', a: { amount: undefined } })).toBe(
      'Select a fee tier',
    )
    expect(error({ feeChosen: false, currenciesChosen: false })).toBe('Invalid pair')
  })
  it('reports an invalid start price before amounts and balances', () => {
    expect(error({ poolState: 'NOT_EXISTS', invalidPrice: true, a: { amount: undefined } })).toBe(
      'Invalid price input',
    )
  })
  it('asks for an amount for each side that is not locked', () => {
    expect(error({ a: { amount: undefined }, b: { balance: 0n } })).toBe('Enter an amount')
    expect(error({ b: { amount: undefined } })).toBe('Enter an amount')
    expect(error({ a: { amount: undefined, disabled: true } })).toBeUndefined()
  })
  it('reports the first side short of balance, A before B', () => {
    expect(error({ a: { balance: 9n }, b: { balance: 9n } })).toBe('Insufficient USDC balance')
    expect(error({ b: { balance: 9n } })).toBe('Insufficient WETH balance')
    expect(error({ b: { balance: 10n } })).toBeUndefined()
  })
  it('ignores the balance of a locked side and a balance not yet read', () => {
    expect(error({ b: { disabled: true, amount: undefined, balance: 0n } })).toBeUndefined()
    expect(error({ a: { balance: undefined } })).toBeUndefined()
  })
  it('does not turn an invalid range into an error text (it has its own warning)', () => {
    expect(error({ invalidRange: true })).toBeUndefined()
  })
})

describe('isPreviewDisabled (spec 02 §5)', () => {
  it('is enabled when there is no error, the range is valid and the open sides are approved', () => {
    expect(isPreviewDisabled(facts({}))).toBe(false)
  })
  it('is disabled with an error or an invalid range', () => {
    expect(isPreviewDisabled(facts({ a: { amount: undefined } }))).toBe(true)
    expect(isPreviewDisabled(facts({ invalidRange: true }))).toBe(true)
  })
  it('needs the approval of an open side only', () => {
    expect(isPreviewDisabled(facts({ b: { approved: false } }))).toBe(true)
    expect(
      isPreviewDisabled(facts({ b: { approved: false, disabled: true, amount: undefined } })),
    ).toBe(false)
  })
})
