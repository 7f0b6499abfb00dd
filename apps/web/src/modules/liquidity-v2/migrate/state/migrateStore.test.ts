import { describe, expect, it } from 'vitest'
import { DEFAULT_MIGRATION_FEE } from '../utils/migrateCall'
import { INITIAL_MIGRATE_VALUES, migrateForm } from './migrateStore'

describe('migrate form store', () => {
  it('starts at the medium tier, token1 per token0, nothing read or sent', () => {
    const s = migrateForm.create().getState()
    expect({ ...s }).toMatchObject(INITIAL_MIGRATE_VALUES)
    expect(s.fee).toBe(DEFAULT_MIGRATION_FEE)
    expect(s.inverted).toBe(false)
  })

  it('takes a fee tier, turns the view round and back', () => {
    const store = migrateForm.create()
    store.getState().selectFee(500)
    store.getState().toggleInverted()
    expect(store.getState()).toMatchObject({ fee: 500, inverted: true })
    store.getState().toggleInverted()
    expect(store.getState().inverted).toBe(false)
  })

  it('keeps the last balance read and the block the sent figures came from', () => {
    const store = migrateForm.create()
    store.getState().seeBalance(10n)
    store.getState().seeBalance(0n)
    store.getState().markSent(42n)
    expect(store.getState()).toMatchObject({ balanceSeen: 0n, sentBlock: 42n })
  })

  it('gives each mounted form its own store', () => {
    const a = migrateForm.create()
    const b = migrateForm.create()
    a.getState().selectFee(10000)
    expect(b.getState().fee).toBe(DEFAULT_MIGRATION_FEE)
  })
})
