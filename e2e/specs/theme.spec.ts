// Colour mode: spec 01 §2 "URL query parameters" (theme=light|dark) and §4 "Other" (explicit
// user value if set, else the system value). The stored value survives a reload.
import type { Page } from '@playwright/test'
import { expect, test } from '../harness/fixtures.ts'

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme)

// Given before the hash (/?theme=dark#/swap, as ?lng may be); ?theme inside the hash is the
// next test's. Was two tests (this one with ?theme inside the hash, and the form before it).
test('?theme=dark before the hash wins over a light system, is stored and persists across reloads', async ({
  page,
  app,
}) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/?theme=dark#/swap')
  await app.ready()
  // Still dark once the app rendered (the settings sync must not put the system theme back).
  await expect(page.getByTestId('network-selector')).toBeVisible()
  await expect.poll(() => theme(page)).toBe('dark')
  await expect(page.getByTestId('theme-toggle')).toHaveAccessibleName(/light/i)
  // It is stored as the user's choice: the address without it keeps dark, after a reload too.
  await page.goto('/#/swap')
  await app.ready()
  await expect.poll(() => theme(page)).toBe('dark')
  await page.reload()
  await app.ready()
  await expect.poll(() => theme(page)).toBe('dark')
  // Another screen without the parameter keeps it too.
  await app.goto('/pool')
  await app.ready()
  await expect.poll(() => theme(page)).toBe('dark')
})

test('?theme=light wins over a dark system and persists across reloads', async ({ page, app }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await app.goto('/pool?theme=light')
  await app.ready()
  await expect.poll(() => theme(page)).toBe('light')
  await app.goto('/swap')
  await page.reload()
  await app.ready()
  await expect.poll(() => theme(page)).toBe('light')
})

test('without a choice the system colour scheme is used', async ({ page, app }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await app.goto('/swap')
  await app.ready()
  await expect.poll(() => theme(page)).toBe('dark')
  await page.emulateMedia({ colorScheme: 'light' })
  await expect.poll(() => theme(page)).toBe('light')
})
