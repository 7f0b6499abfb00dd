import { type ThemeName, themeVariables } from './tokens'

/**
 * Puts a theme on the document: `data-theme` (for selectors and tests), the palette and layer
 * variables, and `color-scheme` so native controls and scrollbars follow.
 */
export function applyTheme(theme: ThemeName, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = theme
  root.style.colorScheme = theme
  for (const [name, value] of Object.entries(themeVariables(theme)))
    root.style.setProperty(name, value)
}
