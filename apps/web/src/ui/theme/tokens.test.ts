// @vitest-environment jsdom
// A DOM: a theme is applied to the document root.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { applyTheme } from './applyTheme'
import { BREAKPOINTS, LAYERS, PALETTES, themeVariables } from './tokens'

// Every stylesheet of the app, as text: media queries cannot read CSS variables, so they repeat
// breakpoint numbers; this keeps them to the spec's values.
const srcDir = path.resolve(import.meta.dirname, '../..')
const stylesheets = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.css'))
  .map((f) => [f, readFileSync(path.join(srcDir, f), 'utf8')] as const)

describe('theme tokens', () => {
  it('orders the layers as the spec lists them, dropdown 1000 up to tooltip 1080', () => {
    const values = Object.values(LAYERS)
    expect(values[0]).toBe(1000)
    expect(values.at(-1)).toBe(1080)
    expect([...values].sort((a, b) => a - b)).toEqual(values)
  })

  it('gives light and dark the same colour names', () => {
    expect(Object.keys(PALETTES.dark)).toEqual(Object.keys(PALETTES.light))
  })

  it('turns palette and layers into kebab-case CSS variables', () => {
    const vars = themeVariables('dark')
    expect(vars['--color-primary']).toBe(PALETTES.dark.primary)
    expect(vars['--color-text-secondary']).toBe(PALETTES.dark.textSecondary)
    expect(vars['--layer-modal-backdrop']).toBe('1040')
  })

  it('applies a theme to the document root', () => {
    applyTheme('dark')
    const root = document.documentElement
    expect(root.dataset.theme).toBe('dark')
    expect(root.style.getPropertyValue('--color-background')).toBe(PALETTES.dark.background)
  })

  it('uses only the spec breakpoints (500, 720, 960, 1280 px) in media queries', () => {
    const allowed = new Set<number>(Object.values(BREAKPOINTS))
    const used = stylesheets.flatMap(([file, css]) =>
      [...css.matchAll(/@media[^{]*?(?:max|min)-width:\s*(\d+)px/g)].map((m) => ({
        file,
        px: Number(m[1]),
      })),
    )
    expect(used.length).toBeGreaterThan(0)
    expect(used.filter((u) => !allowed.has(u.px))).toEqual([])
  })
})
