import { describe, expect, it } from 'vitest'
import {
  DEFAULT_USER_SETTINGS,
  parseUserSettings,
  serializeUserSettings,
  USER_STORAGE_KEY,
} from './settings'

describe('user settings parsing', () => {
  it('uses a versioned storage key', () => {
    expect(USER_STORAGE_KEY).toBe('tidepool.user:v1')
  })

  it('round-trips what it saves', () => {
    const settings = { darkMode: true, userLocale: 'de-DE' as const, userExpertMode: true }
    expect(parseUserSettings(serializeUserSettings(settings))).toEqual(settings)
  })

  it('gives defaults for nothing stored, broken JSON and non-objects', () => {
    for (const raw of [null, '{oops', '"dark"', '42', 'null', '[true]']) {
      expect(parseUserSettings(raw)).toEqual(DEFAULT_USER_SETTINGS)
    }
  })

  it('replaces each invalid field by its default and keeps the valid ones', () => {
    const raw = JSON.stringify({ darkMode: 'yes', userLocale: 'xx-XX', userExpertMode: true })
    expect(parseUserSettings(raw)).toEqual({ ...DEFAULT_USER_SETTINGS, userExpertMode: true })
  })

  it('keeps an explicit light choice distinct from following the system', () => {
    expect(parseUserSettings(JSON.stringify({ darkMode: false })).darkMode).toBe(false)
    expect(parseUserSettings(JSON.stringify({ darkMode: null })).darkMode).toBeNull()
  })

  it('defaults expert mode to off', () => {
    expect(DEFAULT_USER_SETTINGS.userExpertMode).toBe(false)
  })
})
