import { describe, expect, it } from 'vitest'
import { HIDE_CLOSED_STORAGE_KEY, parseHideClosed, serializeHideClosed } from './hideClosed'

describe('hide-closed choice (spec 02 §9: remembered)', () => {
  it('is stored under a versioned key and read back', () => {
    expect(HIDE_CLOSED_STORAGE_KEY).toMatch(/:v1$/)
    expect(parseHideClosed(serializeHideClosed({ hideClosed: true }))).toBe(true)
    expect(parseHideClosed(serializeHideClosed({ hideClosed: false }))).toBe(false)
  })

  it('reads garbage, other versions and a missing document as the default (shown)', () => {
    for (const raw of [
      null,
      '',
      '{',
      'null',
      '[]',
      '{"hideClosed":true}',
      '{"version":2,"hideClosed":true}',
      '{"version":1,"hideClosed":"yes"}',
    ])
      expect(parseHideClosed(raw)).toBe(false)
  })
})
