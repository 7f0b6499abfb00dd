import { describe, expect, it } from 'vitest'
import { i18n } from '../../../i18n'
import { type SwapFacts, swapActionState as state } from './buttonState'

const ready: SwapFacts = {
  connected: true,
  restoring: false,
  unsupportedPair: false,
  inputSymbol: 'DAI',
  outputSymbol: 'USDC',
  hasAmount: true,
  recipient: 'none',
  insufficientBalance: false,
  tradeState: 'VALID',
  zeroAmount: false,
  priceImpactBps: 10,
  expertMode: false,
  approval: 'APPROVED',
  signed: false,
  approvalSubmitted: false,
  wrapType: 'NOT_APPLICABLE',
  wrapInputError: undefined,
}
// The labels are descriptors translated where drawn; the tests read them in en-US.
function swapActionState(f: SwapFacts) {
  const s = state(f)
  return {
    ...s,
    label: i18n._(s.label),
    approve: s.approve && { ...s.approve, label: i18n._(s.approve.label) },
  }
}
const label = (f: Partial<SwapFacts>) => swapActionState({ ...ready, ...f }).label

describe('swap button (spec 01 §5 Swap button messages, in priority order)', () => {
  it('asks to connect first, and that button connects', () => {
    const s = swapActionState({
      ...ready,
      connected: false,
      inputSymbol: undefined,
      hasAmount: false,
    })
    expect(s).toMatchObject({ label: 'Connect Wallet', disabled: false, action: 'connect' })
  })
  it('waits, instead of offering Connect Wallet, while autoconnect asks a wallet', () => {
    const s = swapActionState({ ...ready, connected: false, restoring: true })
    expect(s).toMatchObject({ label: 'Reconnecting your wallet', disabled: true, action: 'none' })
    expect(swapActionState({ ...ready, connected: true, restoring: true }).label).toBe('Swap')
  })
  it('then to select a token, then an amount, then a recipient, then balance', () => {
    const all: Partial<SwapFacts> = {
      outputSymbol: undefined,
      hasAmount: false,
      recipient: 'invalid',
      insufficientBalance: true,
    }
    expect(label(all)).toBe('Select a token')
    expect(label({ ...all, outputSymbol: 'USDC' })).toBe('Enter an amount')
    expect(label({ ...all, outputSymbol: 'USDC', hasAmount: true })).toBe('Invalid recipient')
    expect(label({ insufficientBalance: true, recipient: 'unresolved' })).toBe('Enter a recipient')
    expect(label({ insufficientBalance: true, recipient: 'loading' })).toBe('Enter a recipient')
    expect(label({ insufficientBalance: true })).toBe('Insufficient DAI balance')
  })
  it('says there is no route only once the inputs are valid', () => {
    expect(label({ tradeState: 'NO_ROUTE_FOUND' })).toBe('Insufficient liquidity for this trade.')
    expect(label({ tradeState: 'NO_ROUTE_FOUND', hasAmount: false })).toBe('Enter an amount')
  })
  it('refuses a quote whose other side rounds to zero (1e-18 ETH in)', () => {
    expect(label({ zeroAmount: false })).toBe('Swap')
    expect(swapActionState({ ...ready, zeroAmount: true })).toMatchObject({
      label: 'Insufficient liquidity for this trade.',
      disabled: true,
    })
  })
  it('is disabled while the quote loads or syncs', () => {
    expect(swapActionState({ ...ready, tradeState: 'LOADING' }).disabled).toBe(true)
    expect(swapActionState({ ...ready, tradeState: 'SYNCING' })).toMatchObject({
      label: 'Swap',
      disabled: true,
    })
  })
  it("swaps, warns above 2 % with 'Swap Anyway', blocks above 3 % unless expert", () => {
    expect(swapActionState(ready)).toMatchObject({
      label: 'Swap',
      disabled: false,
      tone: 'primary',
    })
    expect(swapActionState({ ...ready, priceImpactBps: 200 }).label).toBe('Swap')
    expect(swapActionState({ ...ready, priceImpactBps: 201 })).toMatchObject({
      label: 'Swap Anyway',
      disabled: false,
      tone: 'error',
    })
    expect(swapActionState({ ...ready, priceImpactBps: 301 })).toMatchObject({
      label: 'Price Impact Too High',
      disabled: true,
    })
    expect(swapActionState({ ...ready, priceImpactBps: 301, expertMode: true })).toMatchObject({
      label: 'Swap Anyway',
      disabled: false,
    })
  })
  it('shows the approval step and keeps Swap disabled until approved or signed', () => {
    const s = swapActionState({ ...ready, approval: 'NOT_APPROVED' })
    expect(s.approve).toMatchObject({
      label: 'Approve DAI',
      disabled: false,
    })
    expect(s.disabled).toBe(true)
    expect(swapActionState({ ...ready, approval: 'PENDING' }).approve).toMatchObject({
      label: 'Approving',
      pending: true,
      disabled: true,
    })
    const signed = swapActionState({ ...ready, approval: 'NOT_APPROVED', signed: true })
    expect(signed.approve).toMatchObject({ label: 'You can now trade DAI', done: true })
    expect(signed.disabled).toBe(false)
    expect(
      swapActionState({ ...ready, approval: 'NOT_APPROVED', priceImpactBps: 400 }),
    ).toMatchObject({ label: 'High Price Impact', disabled: true })
  })
  it('keeps the done approval step visible after an approval this session', () => {
    const s = swapActionState({ ...ready, approvalSubmitted: true })
    expect(s.approve?.done).toBe(true)
    expect(s.disabled).toBe(false)
  })
  it('waits for the allowance before enabling Swap', () => {
    expect(swapActionState({ ...ready, approval: 'UNKNOWN' }).disabled).toBe(true)
  })
  it('wraps and unwraps with the wrap messages', () => {
    expect(swapActionState({ ...ready, wrapType: 'WRAP' })).toMatchObject({
      label: 'Wrap',
      action: 'wrap',
    })
    expect(swapActionState({ ...ready, wrapType: 'UNWRAP' }).label).toBe('Unwrap')
    expect(
      swapActionState({
        ...ready,
        wrapType: 'WRAP',
        wrapInputError: { id: 'x', message: 'Insufficient ETH balance' },
      }),
    ).toMatchObject({ label: 'Insufficient ETH balance', disabled: true })
  })
  it('disables everything for an unsupported pair', () => {
    expect(swapActionState({ ...ready, unsupportedPair: true, connected: false })).toMatchObject({
      label: 'Unsupported Asset',
      disabled: true,
    })
  })
})
