// @vitest-environment jsdom
// A DOM: localStorage and the page's pagehide event.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { persistUserSettings } from './persist'
import { DEFAULT_USER_SETTINGS, parseUserSettings, USER_STORAGE_KEY } from './settings'
import { readStoredUserSettings, useUserStore } from './store'

const LEGACY_KEY = 'tidepool.user:v1'

describe('user settings persistence', () => {
  let stop: () => void = () => {}

  beforeEach(() => {
    vi.useFakeTimers()
    localStorage.clear()
    useUserStore.setState(DEFAULT_USER_SETTINGS)
  })

  afterEach(() => {
    stop()
    vi.useRealTimers()
  })

  it('saves a change once, 1000 ms after the last one', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem')
    stop = persistUserSettings()
    useUserStore.getState().setDarkMode(true)
    vi.advanceTimersByTime(600)
    useUserStore.getState().setExpertMode(true)
    useUserStore.getState().setSlippage(25)
    vi.advanceTimersByTime(999)
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull()
    vi.advanceTimersByTime(1)
    expect(setItem).toHaveBeenCalledTimes(1)
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? '')).toEqual({
      version: 2,
      darkMode: true,
      userLocale: null,
      userExpertMode: true,
      userClientSideRouter: false,
      userSlippageTolerance: 25,
      userSlippageToleranceHasBeenMigratedToAuto: true,
      userDeadline: 1800,
      userExactApprovals: false,
    })
    setItem.mockRestore()
  })

  it('flushes a pending save when the page is hidden', () => {
    stop = persistUserSettings()
    useUserStore.getState().setUserLocale('fr-FR')
    window.dispatchEvent(new Event('pagehide'))
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? '').userLocale).toBe('fr-FR')
  })

  it('does not write when nothing changed', () => {
    stop = persistUserSettings()
    useUserStore.getState().setDarkMode(null)
    vi.advanceTimersByTime(2000)
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull()
  })

  it('moves a v1 document to the current key at start and removes the old key', () => {
    localStorage.setItem(LEGACY_KEY, JSON.stringify({ version: 1, darkMode: true }))
    useUserStore.setState(parseUserSettings(readStoredUserSettings()))
    stop = persistUserSettings()
    expect(localStorage.getItem(LEGACY_KEY)).toBeNull()
    expect(parseUserSettings(localStorage.getItem(USER_STORAGE_KEY))).toEqual({
      ...DEFAULT_USER_SETTINGS,
      darkMode: true,
    })
  })

  it('prefers the current key over a leftover legacy one', () => {
    localStorage.setItem(LEGACY_KEY, JSON.stringify({ version: 1, darkMode: true }))
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ version: 2, darkMode: false }))
    expect(parseUserSettings(readStoredUserSettings()).darkMode).toBe(false)
  })
})

describe('user settings setters', () => {
  beforeEach(() => useUserStore.setState(DEFAULT_USER_SETTINGS))

  it('store auto for a slippage outside 0..5000 integer bps', () => {
    const { setSlippage } = useUserStore.getState()
    setSlippage(120)
    expect(useUserStore.getState().userSlippageTolerance).toBe(120)
    setSlippage(5001)
    expect(useUserStore.getState().userSlippageTolerance).toBe('auto')
    setSlippage(1.5)
    expect(useUserStore.getState().userSlippageTolerance).toBe('auto')
  })

  it('store the default for a deadline outside 1..4320 minutes', () => {
    const { setDeadline } = useUserStore.getState()
    setDeadline(259_200)
    expect(useUserStore.getState().userDeadline).toBe(259_200)
    setDeadline(30)
    expect(useUserStore.getState().userDeadline).toBe(1800)
  })

  it('toggle the Auto Router API choice', () => {
    useUserStore.getState().setClientSideRouter(true)
    expect(useUserStore.getState().userClientSideRouter).toBe(true)
  })
})
