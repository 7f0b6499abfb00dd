export { applyTheme } from './applyTheme'
export { type ThemeName, themeVariables } from './tokens'
