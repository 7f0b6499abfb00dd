// A small Markdown reader for proposal descriptions (issue 16: 'rendered from the description as
// Markdown, safely — no HTML injection'). It builds a tree of plain data that MarkdownView turns
// into React elements: there is no HTML path at all (a <script> or <img onerror> in a description
// stays text), and a link keeps its target only when it is http(s) or mailto (safeHref), so a
// javascript: or data: link is shown as its text. Covered: ATX headings, paragraphs, bullet and
// numbered lists, fenced code, block quotes, rules, and inline code, strong, emphasis and links.

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  /** href is undefined when the target is not safe: the text stays, the link goes. */
  | { type: 'link'; href: string | undefined; children: Inline[] }

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'code'; text: string }
  | { type: 'quote'; children: Inline[] }
  | { type: 'rule' }

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:'])

/** The link target when it is an absolute http(s) or mailto URL, else undefined. */
export function safeHref(raw: string): string | undefined {
  // Browsers ignore control characters and whitespace inside a scheme ('java\tscript:'): such a
  // URL is refused outright rather than cleaned.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the check is for control characters
  if (/[\u0000-\u0020\u007f]/.test(raw)) return undefined
  try {
    const url = new URL(raw)
    return SAFE_PROTOCOLS.has(url.protocol) ? url.href : undefined
  } catch {
    return undefined
  }
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/
const BULLET = /^\s*[-*+]\s+(.*)$/
const NUMBERED = /^\s*\d{1,9}[.)]\s+(.*)$/
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/
const FENCE = /^\s*(```|~~~)/
const QUOTE = /^\s*>\s?(.*)$/

/** Reads `source` into blocks. Never throws; anything it does not know is paragraph text. */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n')
  const blocks: Block[] = []
  let i = 0
  while (i < lines.length) {
    const line = lines[i] ?? ''
    if (line.trim() === '') {
      i += 1
      continue
    }
    const fence = FENCE.exec(line)
    if (fence) {
      const body: string[] = []
      i += 1
      while (i < lines.length && !(lines[i] ?? '').trim().startsWith(fence[1] ?? '```')) {
        body.push(lines[i] ?? '')
        i += 1
      }
      i += 1
      blocks.push({ type: 'code', text: body.join('\n') })
      continue
    }
    const heading = HEADING.exec(line)
    if (heading) {
      const level = (heading[1] ?? '#').length as 1 | 2 | 3 | 4 | 5 | 6
      blocks.push({ type: 'heading', level, children: parseInline(heading[2] ?? '') })
      i += 1
      continue
    }
    if (RULE.test(line)) {
      blocks.push({ type: 'rule' })
      i += 1
      continue
    }
    const listKind = BULLET.test(line) ? BULLET : NUMBERED.test(line) ? NUMBERED : undefined
    if (listKind) {
      const items: Inline[][] = []
      while (i < lines.length) {
        const m = listKind.exec(lines[i] ?? '')
        if (!m) break
        items.push(parseInline(m[1] ?? ''))
        i += 1
      }
      blocks.push({ type: 'list', ordered: listKind === NUMBERED, items })
      continue
    }
    if (QUOTE.test(line)) {
      const text: string[] = []
      while (i < lines.length) {
        const m = QUOTE.exec(lines[i] ?? '')
        if (!m) break
        text.push(m[1] ?? '')
        i += 1
      }
      blocks.push({ type: 'quote', children: parseInline(text.join(' ')) })
      continue
    }
    const text: string[] = []
    while (i < lines.length && !startsBlock(lines[i] ?? '')) {
      text.push((lines[i] ?? '').trim())
      i += 1
    }
    blocks.push({ type: 'paragraph', children: parseInline(text.join(' ')) })
  }
  return blocks
}

function startsBlock(line: string): boolean {
  return (
    line.trim() === '' ||
    FENCE.test(line) ||
    HEADING.test(line) ||
    RULE.test(line) ||
    BULLET.test(line) ||
    NUMBERED.test(line) ||
    QUOTE.test(line)
  )
}

/** Inline marks, left to right; an unclosed mark is plain text. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = []
  let plain = ''
  const flush = () => {
    if (plain) out.push({ type: 'text', text: plain })
    plain = ''
  }
  let i = 0
  while (i < text.length) {
    const ch = text[i]
    if (ch === '\\' && i + 1 < text.length) {
      plain += text[i + 1]
      i += 2
      continue
    }
    if (ch === '`') {
      const end = text.indexOf('`', i + 1)
      if (end > i) {
        flush()
        out.push({ type: 'code', text: text.slice(i + 1, end) })
        i = end + 1
        continue
      }
    }
    if ((ch === '*' || ch === '_') && text[i + 1] === ch) {
      const end = text.indexOf(ch + ch, i + 2)
      if (end > i + 2) {
        flush()
        out.push({ type: 'strong', children: parseInline(text.slice(i + 2, end)) })
        i = end + 2
        continue
      }
    }
    if (ch === '*' || ch === '_') {
      const end = text.indexOf(ch, i + 1)
      if (end > i + 1 && text[i + 1] !== ' ') {
        flush()
        out.push({ type: 'em', children: parseInline(text.slice(i + 1, end)) })
        i = end + 1
        continue
      }
    }
    if (ch === '[') {
      const link = /^\[([^\]]*)\]\(\s*([^\s)]*)(?:\s+"[^"]*")?\s*\)/.exec(text.slice(i))
      if (link) {
        flush()
        out.push({
          type: 'link',
          href: safeHref(link[2] ?? ''),
          children: parseInline(link[1] ?? ''),
        })
        i += link[0].length
        continue
      }
    }
    plain += ch
    i += 1
  }
  flush()
  return out
}

/**
 * The title of a proposal: its description's first non-empty line without the heading marks
 * (Bravo has no title field; by convention descriptions start '# Title'), and the body after it.
 */
export function splitTitle(description: string): { title: string; body: string } {
  const lines = description.replace(/\r\n?/g, '\n').split('\n')
  const at = lines.findIndex((l) => l.trim() !== '')
  if (at < 0) return { title: '', body: '' }
  const title = (lines[at] ?? '')
    .trim()
    .replace(/^#{1,6}\s*/, '')
    .replace(/\s*#+\s*$/, '')
  return {
    title,
    body: lines
      .slice(at + 1)
      .join('\n')
      .trim(),
  }
}
