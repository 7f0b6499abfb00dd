import { describe, expect, it } from 'vitest'
import {
  initialWalletModalState as initial,
  type WalletModalAction,
  type WalletModalState,
  walletModalReducer,
} from './walletModalView'

const run = (actions: WalletModalAction[], from: WalletModalState = initial) =>
  actions.reduce(walletModalReducer, from)

describe('wallet modal views', () => {
  it('opens on the account view when connected, else on the options list', () => {
    expect(run([{ type: 'opened', connected: true }]).view).toBe('account')
    expect(run([{ type: 'opened', connected: false }]).view).toBe('options')
  })

  it('goes options → pending → account when the connection succeeds', () => {
    const pending = run([
      { type: 'opened', connected: false },
      { type: 'walletChosen', walletId: 'w' },
    ])
    expect(pending).toMatchObject({ view: 'pending', pendingWalletId: 'w', pendingError: false })
    expect(
      walletModalReducer(pending, { type: 'connectSucceeded', attempt: pending.attempt }).view,
    ).toBe('account')
  })

  it('shows the error on failure and clears it on Try Again', () => {
    const pending = run([{ type: 'walletChosen', walletId: 'w' }])
    const failed = walletModalReducer(pending, { type: 'connectFailed', attempt: pending.attempt })
    expect(failed).toMatchObject({ view: 'pending', pendingError: true })
    const retried = walletModalReducer(failed, { type: 'retried' })
    expect(retried).toMatchObject({ view: 'pending', pendingError: false })
    expect(retried.attempt).toBe(failed.attempt + 1)
  })

  it('counts failures in a row: a failed Try Again is the second, a new wallet starts at none', () => {
    const pending = run([{ type: 'walletChosen', walletId: 'w' }])
    const failed = walletModalReducer(pending, { type: 'connectFailed', attempt: pending.attempt })
    expect(failed.pendingFailures).toBe(1)
    const retried = walletModalReducer(failed, { type: 'retried' })
    expect(retried.pendingFailures).toBe(1)
    const again = walletModalReducer(retried, { type: 'connectFailed', attempt: retried.attempt })
    expect(again).toMatchObject({ pendingError: true, pendingFailures: 2 })
    expect(walletModalReducer(again, { type: 'walletChosen', walletId: 'v' }).pendingFailures).toBe(
      0,
    )
    expect(walletModalReducer(again, { type: 'back' }).pendingFailures).toBe(0)
  })

  it('ignores the result of an attempt that was superseded', () => {
    const first = run([{ type: 'walletChosen', walletId: 'a' }])
    const second = walletModalReducer(first, { type: 'walletChosen', walletId: 'b' })
    const stale = walletModalReducer(second, { type: 'connectFailed', attempt: first.attempt })
    expect(stale).toEqual(second)
    expect(
      walletModalReducer(second, { type: 'connectSucceeded', attempt: first.attempt }),
    ).toEqual(second)
  })

  it('returns from the legal view to where it was opened', () => {
    const fromOptions = run([{ type: 'legalOpened' }])
    expect(fromOptions.view).toBe('legal')
    expect(walletModalReducer(fromOptions, { type: 'back' }).view).toBe('options')
    const fromAccount = run([
      { type: 'opened', connected: true },
      { type: 'legalOpened' },
      { type: 'back' },
    ])
    expect(fromAccount.view).toBe('account')
  })

  it('goes back from pending to the options list', () => {
    expect(run([{ type: 'walletChosen', walletId: 'w' }, { type: 'back' }])).toMatchObject({
      view: 'options',
      pendingWalletId: null,
    })
  })

  it('follows connections made and lost outside the modal', () => {
    expect(run([{ type: 'walletConnected' }]).view).toBe('account')
    expect(run([{ type: 'walletChosen', walletId: 'w' }, { type: 'walletConnected' }]).view).toBe(
      'pending',
    )
    expect(run([{ type: 'opened', connected: true }, { type: 'walletDisconnected' }]).view).toBe(
      'options',
    )
  })

  it('Change leaves the account view for the options list', () => {
    expect(run([{ type: 'opened', connected: true }, { type: 'changeWallet' }]).view).toBe(
      'options',
    )
  })
})
