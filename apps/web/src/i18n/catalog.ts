import { i18n } from '@lingui/core'

/**
 * Loads one locale's catalog (its own chunk: spec 01 §7.13, locales load on demand) and makes it
 * the active one. The .po files are compiled at build time by @lingui/vite-plugin.
 */
export async function activateLocale(locale: string): Promise<void> {
  const { messages } = (await import(`./locales/${locale}.po`)) as {
    messages: Record<string, string>
  }
  i18n.loadAndActivate({ locale, messages })
}

export { i18n }
