import { useLingui } from '@lingui/react'
import { Link, useLocation, useSearch } from 'wouter'
import { DEFAULT_LOCALE, LOCALE_LABELS, navigatorLocale } from '../../i18n'
import { useActiveLocale } from '../../modules/user'
import { APP_STRINGS } from '../strings'
import { hintedLocale, searchWithLocale } from './languageHint'
import './Footer.css'

export function Footer() {
  const [pathname] = useLocation()
  const search = useSearch()
  const active = useActiveLocale()
  const hint = hintedLocale({ active, browser: navigatorLocale(), fallback: DEFAULT_LOCALE })
  const { _ } = useLingui()
  if (!hint) return null
  return (
    <footer className="footer" data-testid="language-hint">
      {_(APP_STRINGS.availableIn)}{' '}
      <Link to={pathname + searchWithLocale(search, hint)} lang={hint}>
        {LOCALE_LABELS[hint]}
      </Link>
    </footer>
  )
}
