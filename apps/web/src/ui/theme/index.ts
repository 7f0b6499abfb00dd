export { applyTheme } from './applyTheme'
