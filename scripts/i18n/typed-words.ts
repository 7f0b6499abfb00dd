// Typed-word confirmations (issue 18; ui/TypedConfirm): a prompt tells the user which word to
// type, and the field accepts exactly the locale's translation of that word. So in every locale
// the word the prompt shows must be that translation, to the letter (case, diacritics): a prompt
// still quoting the English "confirm" while the field wants "bestätigen" locks the user out.
import type { PoEntry } from './po.ts'

export interface TypedWordPrompt {
  /** The prompt's msgid (en-US). */
  prompt: string
  /** The msgid of the word the field accepts. */
  word: string
  /**
   * The placeholder the code fills with the translated word, if the prompt has one; without it
   * the prompt spells the word out itself, in quotes.
   */
  placeholder?: string
}

/** The prompts of the TypedConfirm usages in apps/web/src, with the word each one accepts. */
export const TYPED_WORD_PROMPTS: readonly TypedWordPrompt[] = [
  // swap/components/ImpactConfirmModal.tsx: word={_(S.confirmWord)}
  {
    prompt:
      'This swap has a price impact of at least {percent}. Please type the word "confirm" to continue with this swap.',
    word: 'confirm',
  },
  // settings/components/ExpertModeDialog.tsx: values: { word: _(S.confirmWord) }
  {
    prompt: 'Please type the word "{word}" to enable expert mode.',
    word: 'confirm',
    placeholder: 'word',
  },
  // tokens/components/ManageListsTab.tsx: removeWord = _(PICKER_STRINGS.removeWord)
  {
    prompt: 'Please confirm you would like to remove this list by typing {word}',
    word: 'REMOVE',
    placeholder: 'word',
  },
]

// Quotation marks of the locales' typography: "…" „…“ „…” “…” ‘…’ «…» »…« ”…” 「…」 『…』.
const OPENING = '"„“”‘‚«»「『'
const CLOSING = '"“”’‘»«」』'
const QUOTED = new RegExp(`[${OPENING}]([^${OPENING}${CLOSING}]*)[${CLOSING}]`, 'g')

/** The texts a message puts in quotation marks, without the spaces French puts inside « ». */
export function quotedTexts(text: string): string[] {
  return [...text.matchAll(QUOTED)].map((m) => (m[1] ?? '').trim())
}

/**
 * The errors of one locale's catalog: a typed-word prompt that does not show exactly the
 * locale's word. Untranslated entries (empty msgstr) are left to the completeness check.
 */
export function checkTypedWords(
  locale: string,
  catalog: readonly PoEntry[],
  prompts: readonly TypedWordPrompt[] = TYPED_WORD_PROMPTS,
): string[] {
  const str = new Map(catalog.map((e) => [e.id, e.str]))
  const errors: string[] = []
  for (const p of prompts) {
    const prompt = str.get(p.prompt)
    const word = str.get(p.word)
    if (prompt === undefined || word === undefined) {
      errors.push(
        `${locale}: typed-word prompt ${JSON.stringify(p.prompt)} or its word ${JSON.stringify(p.word)} is not in the catalog (scripts/i18n/typed-words.ts lists the TypedConfirm prompts)`,
      )
      continue
    }
    if (prompt === '' || word === '') continue
    let shown = prompt
    if (p.placeholder) {
      const slot = `{${p.placeholder}}`
      if (prompt.split(slot).length !== 2) {
        errors.push(
          `${locale}: ${JSON.stringify(p.prompt)} must show the word through ${slot} exactly once: ${JSON.stringify(prompt)}`,
        )
        continue
      }
      shown = prompt.replace(slot, word)
    }
    const quoted = quotedTexts(shown)
    // A placeholder prompt may show the word without quotes (list removal); a prompt that spells
    // the word out must quote it, and quote nothing else.
    const ok = p.placeholder
      ? quoted.every((q) => q === word)
      : quoted.length > 0 && quoted.every((q) => q === word)
    if (!ok) {
      errors.push(
        `${locale}: ${JSON.stringify(p.prompt)} must quote the word the field accepts, ${JSON.stringify(word)} (the msgstr of ${JSON.stringify(p.word)}), and nothing else; it quotes ${quoted.map((q) => JSON.stringify(q)).join(', ') || 'nothing'}: ${JSON.stringify(prompt)}`,
      )
    }
  }
  return errors
}
