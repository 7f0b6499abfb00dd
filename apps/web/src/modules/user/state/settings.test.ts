import { describe, expect, it } from 'vitest'
import {
  DEFAULT_USER_SETTINGS,
  parseUserSettings,
  serializeUserSettings,
  USER_STORAGE_KEY,
  type UserSettings,
} from './settings'

const current = (fields: Record<string, unknown>) => JSON.stringify({ version: 2, ...fields })

describe('user settings parsing', () => {
  it('uses a versioned storage key', () => {
    expect(USER_STORAGE_KEY).toBe('tidepool.user:v2')
  })

  it('round-trips what it saves', () => {
    const settings: UserSettings = {
      darkMode: true,
      userLocale: 'de-DE',
      userExpertMode: true,
      userClientSideRouter: true,
      userSlippageTolerance: 75,
      userSlippageToleranceHasBeenMigratedToAuto: true,
      userDeadline: 600,
      userExactApprovals: true,
    }
    expect(parseUserSettings(serializeUserSettings(settings))).toEqual(settings)
  })

  it('gives defaults for nothing stored, broken JSON and non-objects', () => {
    for (const raw of [null, '{oops', '"dark"', '42', 'null', '[true]']) {
      expect(parseUserSettings(raw)).toEqual(DEFAULT_USER_SETTINGS)
    }
  })

  it('replaces each invalid field by its default and keeps the valid ones', () => {
    const raw = current({
      darkMode: 'yes',
      userLocale: 'xx-XX',
      userExpertMode: true,
      userClientSideRouter: 'no',
      userExactApprovals: 'yes',
      userSlippageTolerance: { bps: 30 },
      userDeadline: '1200',
    })
    expect(parseUserSettings(raw)).toEqual({ ...DEFAULT_USER_SETTINGS, userExpertMode: true })
  })

  it('keeps an explicit light choice distinct from following the system', () => {
    expect(parseUserSettings(JSON.stringify({ darkMode: false })).darkMode).toBe(false)
    expect(parseUserSettings(JSON.stringify({ darkMode: null })).darkMode).toBeNull()
  })

  it('defaults: expert mode off, Auto Router API on, slippage auto, deadline 30 minutes, approvals of the maximum', () => {
    expect(DEFAULT_USER_SETTINGS).toMatchObject({
      userExactApprovals: false,
      userExpertMode: false,
      userClientSideRouter: false,
      userSlippageTolerance: 'auto',
      userDeadline: 1800,
    })
  })

  it('reads a v1 document (before the swap settings) with the new fields at their defaults', () => {
    const v1 = JSON.stringify({
      version: 1,
      darkMode: true,
      userLocale: 'fr-FR',
      userExpertMode: true,
    })
    expect(parseUserSettings(v1)).toEqual({
      ...DEFAULT_USER_SETTINGS,
      darkMode: true,
      userLocale: 'fr-FR',
      userExpertMode: true,
    })
  })
})

describe('stored slippage (spec 01 §5)', () => {
  const slippage = (value: unknown, migrated?: boolean) =>
    parseUserSettings(
      current({
        userSlippageTolerance: value,
        userSlippageToleranceHasBeenMigratedToAuto: migrated,
      }),
    ).userSlippageTolerance

  it('keeps an integer number of basis points from 0 to 5000', () => {
    expect(slippage(0, true)).toBe(0)
    expect(slippage(37, true)).toBe(37)
    expect(slippage(5000, true)).toBe(5000)
    expect(slippage('auto', true)).toBe('auto')
  })

  it('falls back to auto outside 0..5000, for fractions and for non-numbers', () => {
    for (const value of [-1, 5001, 12.5, Number.NaN, '50', null, true, 'AUTO']) {
      expect(slippage(value, true)).toBe('auto')
    }
  })

  it('turns the old fixed 10, 50 and 100 bps into auto until the migration has run', () => {
    for (const bps of [10, 50, 100]) {
      expect(slippage(bps)).toBe('auto')
      expect(slippage(bps, false)).toBe('auto')
    }
    expect(slippage(30)).toBe(30)
  })

  it('keeps 10, 50 or 100 bps chosen after the migration', () => {
    for (const bps of [10, 50, 100]) expect(slippage(bps, true)).toBe(bps)
  })

  it('marks the migration as done once loaded, so it never runs twice', () => {
    const once = parseUserSettings(current({ userSlippageTolerance: 50 }))
    expect(once.userSlippageToleranceHasBeenMigratedToAuto).toBe(true)
    const chosenAgain = { ...once, userSlippageTolerance: 50 }
    expect(parseUserSettings(serializeUserSettings(chosenAgain)).userSlippageTolerance).toBe(50)
  })
})

describe('stored deadline (spec 01 §5)', () => {
  const deadline = (doc: Record<string, unknown>) =>
    parseUserSettings(JSON.stringify(doc)).userDeadline

  it('migrates an older document: 60..10800 s kept, anything else reset to 1800', () => {
    expect(deadline({ version: 1, userDeadline: 60 })).toBe(60)
    expect(deadline({ version: 1, userDeadline: 10_800 })).toBe(10_800)
    expect(deadline({ userDeadline: 900 })).toBe(900)
    for (const value of [59, 10_801, 259_200, 90.5, '600', null]) {
      expect(deadline({ version: 1, userDeadline: value })).toBe(1800)
    }
  })

  it('keeps a current deadline anywhere in the input range 1..4320 minutes', () => {
    expect(deadline({ version: 2, userDeadline: 60 })).toBe(60)
    expect(deadline({ version: 2, userDeadline: 259_200 })).toBe(259_200)
    for (const value of [0, 59, 259_201, 120.5, -60, 'x']) {
      expect(deadline({ version: 2, userDeadline: value })).toBe(1800)
    }
  })
})
