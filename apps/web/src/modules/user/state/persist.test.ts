import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { persistUserSettings } from './persist'
import { DEFAULT_USER_SETTINGS, USER_STORAGE_KEY } from './settings'
import { useUserStore } from './store'

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
    vi.advanceTimersByTime(999)
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull()
    vi.advanceTimersByTime(1)
    expect(setItem).toHaveBeenCalledTimes(1)
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? '')).toEqual({
      version: 1,
      darkMode: true,
      userLocale: null,
      userExpertMode: true,
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
})
