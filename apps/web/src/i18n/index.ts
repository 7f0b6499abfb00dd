export { formatMessage } from './format'
export {
  DEFAULT_LOCALE,
  isSupportedLocale,
  LOCALE_LABELS,
  matchLocale,
  navigatorLocale,
  resolveLocale,
  type SupportedLocale,
} from './locales'
