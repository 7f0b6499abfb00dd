// i18n (issue 11 §4, spec 01 §7.13 / §9). How a module's texts become translatable:
// 1. strings.ts keeps its object, but each entry becomes a descriptor from '@lingui/core/macro':
//    `title: msg\`Select a token\`` or `msg({ message: 'Balance: {amount}' })` (ICU placeholders,
//    `{count, plural, one {# token} other {# tokens}}` where a count is shown). Spec-quoted texts
//    stay verbatim.
// 2. Components translate at render: `const { _ } = useLingui()` (from '@lingui/react') and
//    `_(STRINGS.title)` / `_({ ...STRINGS.balance, values: { amount } })`; inline `<Trans>`/`t` macros
//    (from '@lingui/react/macro') where a string is used once.
// 3. Non-React code returns descriptors (MessageDescriptor) and the component translates them.
// 4. Numbers: `useFormatAmount()` from lib/format (the active locale's Intl separators over exact
//    bigint digits; percents and dates through Intl too).
// 5. `npm run i18n:extract -w apps/web` refreshes locales/*.po; commit them with the code.
// formatMessage ({name} filling) stays until swap/transactions/approvals/wallet are converted.
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
