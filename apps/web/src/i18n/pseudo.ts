import type { Messages } from '@lingui/core'

// issue 11 §4: the pseudo locale is accented (Lingui's pseudolocalization) *and* ~30 % longer
// than en-US, so layouts that break with longer translations show it. Lingui only accents, so
// the padding is added here when the pseudo catalog loads. Only literal text is appended at the
// end of a message: ICU placeholders, plurals and tags stay untouched.

const FILLER = '·ẋ'

function padding(textLength: number): string {
  const count = Math.max(1, Math.ceil(textLength * 0.3))
  return ` ${FILLER.repeat(Math.ceil(count / FILLER.length)).slice(0, count)}`
}

function literalLength(message: unknown): number {
  if (typeof message === 'string') return message.length
  if (Array.isArray(message)) return message.reduce<number>((n, t) => n + literalLength(t), 0)
  return 0
}

/** Pads every message of the (already accented) pseudo catalog by about 30 % of its length. */
export function padPseudoMessages(messages: Messages): Messages {
  const out: Messages = {}
  for (const [id, message] of Object.entries(messages)) {
    const pad = padding(literalLength(message))
    out[id] = Array.isArray(message) ? [...message, pad] : `${message}${pad}`
  }
  return out
}
