import { afterEach, describe, expect, it, vi } from 'vitest'
import { activateLocale, i18n } from './catalog'

afterEach(() => activateLocale('en-US'))

describe('activateLocale', () => {
  it('leaves the page alone when asked for the locale it already shows', async () => {
    await activateLocale('en-US')
    const changed = vi.fn()
    const off = i18n.on('change', changed)
    await activateLocale('en-US')
    expect(changed).not.toHaveBeenCalled()
    await activateLocale('de-DE')
    expect(changed).toHaveBeenCalledTimes(1)
    expect(i18n.locale).toBe('de-DE')
    off()
  })

  it('keeps the locale asked for last when an earlier catalog arrives after it', async () => {
    await activateLocale('en-US')
    const german = activateLocale('de-DE')
    await activateLocale('en-US')
    await german
    expect(i18n.locale).toBe('en-US')
  })
})
