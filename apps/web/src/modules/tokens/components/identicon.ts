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
