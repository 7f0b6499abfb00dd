export { activateLocale, i18n } from './catalog'
export { formatMessage } from './format'
export { I18nRoot } from './I18nRoot'
export {
  DEFAULT_LOCALE,
  isSupportedLocale,
  LOCALE_LABELS,
  localeDirection,
  matchLocale,
  navigatorLocale,
  resolveLocale,
  type SupportedLocale,
} from './locales'
