import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { SUPPORTED_LOCALES } from './src/i18n/locales'

/**
 * spec 01 §9: 32 interface languages (the list of src/i18n/locales.ts), en-US the source. `pseudo` is an accented, ~30 % longer
 * copy of en-US generated from it (`lingui extract` fills it), used to find untranslated strings
 * and layouts that break with longer text (issue 11).
 */
export default defineConfig({
  sourceLocale: 'en-US',
  locales: [...SUPPORTED_LOCALES, 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en-US' },
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
})
