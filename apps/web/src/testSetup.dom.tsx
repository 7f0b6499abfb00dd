// Vitest setup of the 'web' project (jsdom), after testSetup.ts: components render as they do in
// the app, under Lingui's provider.
import * as TestingLibrary from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, vi } from 'vitest'
import { I18nRoot } from './i18n'

// Test files share one jsdom per worker (vitest.config.ts, isolate: false): each file starts as
// on a fresh page, with nothing stored and nothing rendered by the file before.
localStorage.clear()
sessionStorage.clear()
document.body.replaceChildren()
// What Testing Library does by itself when test globals are on: unmount after every test, so no
// hook or timer of a finished test runs on into the next test or file (or past its jsdom).
afterEach(() => TestingLibrary.cleanup())

vi.mock('@testing-library/react', async (importOriginal) => {
  const original = await importOriginal<typeof TestingLibrary>()
  const render = ((ui: ReactElement, options?: TestingLibrary.RenderOptions) =>
    original.render(ui, { wrapper: I18nRoot, ...options })) as typeof original.render
  const renderHook = ((callback: never, options?: TestingLibrary.RenderHookOptions<never>) =>
    original.renderHook(callback, { wrapper: I18nRoot, ...options })) as typeof original.renderHook
  return { ...original, render, renderHook }
})
