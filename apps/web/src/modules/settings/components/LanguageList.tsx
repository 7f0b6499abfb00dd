import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { LOCALE_LABELS, type SupportedLocale } from '../../../i18n'

// The texts only this part shows.
const TEXT = {
  language: msg`Language`,
}

const LOCALES = Object.keys(LOCALE_LABELS) as SupportedLocale[]

export interface LanguageListProps {
  active: SupportedLocale
  onSelect: (locale: SupportedLocale) => void
}

/** spec 01 §2: the interface languages (spec 01 §9: 32 locales); picking one stores it. */
export function LanguageList({ active, onSelect }: LanguageListProps) {
  const { _ } = useLingui()
  return (
    <fieldset className="settings__field">
      <legend className="settings__label">{_(TEXT.language)}</legend>
      <ul className="settings__languages" data-testid="settings-languages">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <button
              type="button"
              lang={locale}
              className="settings__language"
              aria-current={locale === active || undefined}
              data-locale={locale}
              onClick={() => onSelect(locale)}
            >
              <span>{LOCALE_LABELS[locale]}</span>
              <span className="settings__locale-code">{locale}</span>
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
