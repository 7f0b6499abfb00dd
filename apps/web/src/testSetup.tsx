// Vitest setup of the 'web' project: components render as they do in the app, under Lingui's
// provider with the en-US catalog active (main.tsx does the same before the first render).
import type * as TestingLibrary from '@testing-library/react'
import type { ReactElement } from 'react'
import { vi } from 'vitest'
import { activateLocale, I18nRoot } from './i18n'

await activateLocale('en-US')

vi.mock('@testing-library/react', async (importOriginal) => {
  const original = await importOriginal<typeof TestingLibrary>()
  const render = ((ui: ReactElement, options?: TestingLibrary.RenderOptions) =>
    original.render(ui, { wrapper: I18nRoot, ...options })) as typeof original.render
  const renderHook = ((callback: never, options?: TestingLibrary.RenderHookOptions<never>) =>
    original.renderHook(callback, { wrapper: I18nRoot, ...options })) as typeof original.renderHook
  return { ...original, render, renderHook }
})
