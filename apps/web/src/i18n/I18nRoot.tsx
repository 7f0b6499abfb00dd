import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { i18n } from './catalog'

/** Lingui's provider over the app; the active locale is loaded before the first render (main.tsx). */
export function I18nRoot({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>
}
