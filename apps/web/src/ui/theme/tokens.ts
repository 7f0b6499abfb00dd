// spec 01 §9 "Other": breakpoints, layer values and the light/dark palettes. These constants are
// the single source: `themeVariables` turns them into the CSS custom properties every stylesheet
// reads, so a colour is never typed twice. CSS media queries cannot read variables, so they
// repeat the breakpoint numbers with a comment pointing here.

export type ThemeName = 'light' | 'dark'

/** Viewport widths (px) where the layout changes ("up to" each value). */
export const BREAKPOINTS = {
  extraSmall: 500,
  small: 720,
  medium: 960,
  large: 1280,
} as const

/** Stacking layers, lowest to highest. */
export const LAYERS = {
  dropdown: 1000,
  sticky: 1020,
  fixed: 1030,
  modalBackdrop: 1040,
  offcanvas: 1050,
  modal: 1060,
  popover: 1070,
  tooltip: 1080,
} as const

export interface Palette {
  primary: string
  /** Text on a primary-coloured surface. */
  onPrimary: string
  text: string
  textSecondary: string
  background: string
  surface: string
  surfaceRaised: string
  border: string
  red: string
  green: string
  yellow: string
  blue: string
}

export const PALETTES: Record<ThemeName, Palette> = {
  light: {
    primary: '#0a7285',
    onPrimary: '#ffffff',
    text: '#0d1b22',
    textSecondary: '#4a5b66',
    background: '#f1f5f7',
    surface: '#ffffff',
    surfaceRaised: '#e6eef1',
    border: '#d3dde2',
    red: '#c62828',
    green: '#1b7f3b',
    yellow: '#9a6400',
    blue: '#1f5fd1',
  },
  dark: {
    primary: '#38c3d6',
    onPrimary: '#05232a',
    text: '#e8f1f4',
    textSecondary: '#9fb2bb',
    background: '#0b1316',
    surface: '#142026',
    surfaceRaised: '#1c2b32',
    border: '#2a3b43',
    red: '#ff6b6b',
    green: '#4cc27a',
    yellow: '#f2c14e',
    blue: '#6ea8ff',
  },
}

const kebab = (s: string): string => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

/** CSS custom properties for a theme: `--color-<name>` and `--layer-<name>`. */
export function themeVariables(theme: ThemeName): Record<string, string> {
  const vars: Record<string, string> = {}
  for (const [name, value] of Object.entries(PALETTES[theme]))
    vars[`--color-${kebab(name)}`] = value
  for (const [name, value] of Object.entries(LAYERS)) vars[`--layer-${kebab(name)}`] = String(value)
  return vars
}
