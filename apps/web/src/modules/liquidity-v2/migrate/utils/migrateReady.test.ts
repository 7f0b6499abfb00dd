import { describe, expect, it } from 'vitest'
import { canMigrate } from './migrateReady'

const ready = {
  hasPreview: true,
  stale: false,
  invalidRange: false,
  simulation: 'ok' as const,
  batched: false,
}

describe('canMigrate', () => {
  it('needs the current preview, a valid range and a simulation that went through', () => {
    expect(canMigrate(ready)).toBe(true)
    expect(canMigrate({ ...ready, hasPreview: false })).toBe(false)
    expect(canMigrate({ ...ready, invalidRange: true })).toBe(false)
    expect(canMigrate({ ...ready, simulation: 'reverted' })).toBe(false)
    expect(canMigrate({ ...ready, simulation: undefined })).toBe(false)
  })

  it('never sends the figures of a previous range while the new ones are read', () => {
    expect(canMigrate({ ...ready, stale: true })).toBe(false)
    expect(canMigrate({ ...ready, stale: true, batched: true, simulation: 'unapproved' })).toBe(
      false,
    )
  })

  it('lets a batching wallet migrate unsimulated (the allowance comes in its batch), no one else', () => {
    expect(canMigrate({ ...ready, simulation: 'unapproved' })).toBe(false)
    expect(canMigrate({ ...ready, simulation: 'unapproved', batched: true })).toBe(true)
    expect(canMigrate({ ...ready, simulation: 'reverted', batched: true })).toBe(false)
  })
})
