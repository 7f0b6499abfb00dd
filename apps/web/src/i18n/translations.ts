import type { Messages } from '@lingui/core'
import { padPseudoMessages } from './pseudo'

// The catalogs of the 31 locales besides en-US (and pseudo), one lazily loaded chunk each
// (spec 01 §7.13). This map lives in its own small chunk, loaded only when a locale other than
// en-US is asked for: 32 entries of hashed chunk names in the entry script would cost the
// initial JS budget (issue 18) more than its room. Adding `locales/xx-YY.po` (and the code in
// locales.ts) is all a new translation needs: the glob picks it up.
const catalogs = import.meta.glob<{ messages: Messages }>(['./locales/*.po', '!./locales/en-US.po'])

/** The messages of `locale`; null when it has no catalog (the caller falls back to en-US). */
export async function loadTranslation(locale: string): Promise<Messages | null> {
  const load = catalogs[`./locales/${locale}.po`]
  if (!load) return null
  const { messages } = await load()
  return locale === 'pseudo' ? padPseudoMessages(messages) : messages
}
