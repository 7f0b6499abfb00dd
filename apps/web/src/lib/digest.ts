// A short digest for query keys that stand for long lists (TanStack Query hashes every key on
// each render; a list of 500 addresses joined would be 21 KB). Not cryptographic.

const FNV_PRIME = 0x100000001b3n
const MASK_64 = (1n << 64n) - 1n

/** FNV-1a, 64 bits, of the UTF-16 code units of `text` (ASCII addresses here), in hex. */
export function fnv1a64(text: string): string {
  let hash = 0xcbf29ce484222325n
  for (let i = 0; i < text.length; i++) {
    hash ^= BigInt(text.charCodeAt(i))
    hash = (hash * FNV_PRIME) & MASK_64
  }
  return hash.toString(16)
}
