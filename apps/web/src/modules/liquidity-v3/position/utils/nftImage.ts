// The position NFT's picture (spec 02 §2 Position detail "Shows the NFT image"; §7 "tokenURI (a
// base64 JSON whose image field is read)"). The descriptor's SVG is chain data anyone can shape
// (a fork's descriptor, a malicious one on another chain), so it is only ever shown as the src of
// an <img>: an image document runs no script, loads nothing and cannot touch the page. This file
// accepts nothing but a base64 data URI of type image/svg+xml; anything else means "no image".

const JSON_PREFIX = 'data:application/json;base64,'
const SVG_PREFIX = 'data:image/svg+xml;base64,'
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/
/** The descriptor's SVGs are ~10–30 KB; a far larger one is not a position picture. */
export const MAX_TOKEN_URI_LENGTH = 2_000_000

/** base64 → text (UTF-8), or null when it is not base64. */
function decodeBase64(text: string): string | null {
  if (!BASE64.test(text) || text.length % 4 !== 0) return null
  try {
    const bytes = Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
}

/** A `data:image/svg+xml;base64,…` URI whose payload is valid base64, else null. */
export function safeSvgDataUri(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith(SVG_PREFIX)) return null
  const payload = value.slice(SVG_PREFIX.length)
  return BASE64.test(payload) && payload.length % 4 === 0 ? value : null
}

/**
 * The image of a tokenURI: its base64 JSON's `image` field when that is a base64 SVG data URI,
 * else null (malformed JSON, another scheme such as https: or javascript:, another image type).
 */
export function tokenURIImage(tokenURI: string): string | null {
  if (tokenURI.length > MAX_TOKEN_URI_LENGTH || !tokenURI.startsWith(JSON_PREFIX)) return null
  const json = decodeBase64(tokenURI.slice(JSON_PREFIX.length))
  if (json === null) return null
  let metadata: unknown
  try {
    metadata = JSON.parse(json)
  } catch {
    return null
  }
  if (typeof metadata !== 'object' || metadata === null) return null
  return safeSvgDataUri((metadata as { image?: unknown }).image)
}
