/**
 * A deterministic 5×5 mirrored identicon for an address (spec 01 §9: the logo fallback, so a
 * token never shows a broken image). Returns the hue and the filled cells of the left half + middle.
 */
export function identicon(address: string): { hue: number; cells: boolean[] } {
  const hex = address.toLowerCase().replace(/^0x/, '').padEnd(40, '0')
  const hue = Number.parseInt(hex.slice(0, 4), 16) % 360
  const cells: boolean[] = []
  for (let i = 0; i < 15; i++) cells.push(Number.parseInt(hex[4 + i] ?? '0', 16) % 2 === 0)
  return { hue, cells }
}

/**
 * 40 hex digits from any text (FNV-1a rounds): an identicon seed for what has no address (a token
 * list's name, a symbol), so each keeps its own picture.
 */
export function identiconSeed(name: string): string {
  let out = ''
  let h = 0x811c9dc5
  for (let round = 0; out.length < 40; round++) {
    for (const ch of `${round}:${name}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0
    out += h.toString(16).padStart(8, '0')
  }
  return `0x${out.slice(0, 40)}`
}
