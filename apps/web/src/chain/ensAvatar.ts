// The pure parts of an ENS avatar (spec 01 §7 items 6 and 10, §4 "Avatar images for names"): what
// the 'avatar' text record names, and the image a token's metadata names. Everything here is
// untrusted input from the chain or a metadata host: anything unrecognised is "no avatar" (null),
// and an image is only ever a URL for an <img> (no markup reaches the page).
import type { Address } from 'viem'

export type AvatarSource =
  /** An image URI (https, http, ipfs, ipns, ar or data:image/…): shown through `imageUris`. */
  | { kind: 'image'; uri: string }
  /** `eip155:<chainId>/erc721:<contract>/<tokenId>` or the erc1155 form (ENSIP-12). */
  | {
      kind: 'nft'
      standard: 'erc721' | 'erc1155'
      chainId: number
      contract: Address
      tokenId: bigint
    }

const NFT_RE = /^eip155:(\d+)\/(erc721|erc1155):(0x[0-9a-f]{40})\/(0x[0-9a-f]+|\d+)$/i
const IMAGE_RE = /^(https?:\/\/\S+|(ipfs|ipns|ar):\/\/\S+|data:image\/[a-z0-9.+-]+[;,]\S*)$/i

/** What an 'avatar' text record names; null for an empty or unrecognised one. */
export function parseAvatarRecord(record: string): AvatarSource | null {
  const value = record.trim()
  const nft = NFT_RE.exec(value)
  if (nft) {
    const [, chainId = '', standard = '', contract = '', tokenId = ''] = nft
    return {
      kind: 'nft',
      standard: standard.toLowerCase() as 'erc721' | 'erc1155',
      chainId: Number(chainId),
      contract: contract as Address,
      tokenId: BigInt(tokenId),
    }
  }
  return IMAGE_RE.test(value) ? { kind: 'image', uri: value } : null
}

/**
 * An ERC-1155 metadata URI with `{id}` replaced by the token id as 64 lower-case hex digits
 * (EIP-1155 "Metadata"); an ERC-721 tokenURI has no placeholder and stays as it is.
 */
export function erc1155MetadataUri(uri: string, tokenId: bigint): string {
  return uri.replaceAll('{id}', tokenId.toString(16).padStart(64, '0'))
}

/**
 * The JSON of a `data:application/json` URI (base64 or percent-encoded), undefined when `uri` is
 * not one, null when it is one that does not decode to JSON.
 */
export function decodeJsonDataUri(uri: string): unknown | null | undefined {
  const match = /^data:application\/json(;[^,]*)?,(.*)$/is.exec(uri.trim())
  if (!match) return undefined
  const params = (match[1] ?? '').toLowerCase()
  const body = match[2] ?? ''
  try {
    const text = params.includes(';base64')
      ? new TextDecoder().decode(Uint8Array.from(atob(body), (c) => c.charCodeAt(0)))
      : decodeURIComponent(body)
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

/** The `image` of token metadata (some collections say `image_url`), when it is an image URI. */
export function metadataImage(metadata: unknown): string | null {
  if (typeof metadata !== 'object' || metadata === null) return null
  const record = metadata as Record<string, unknown>
  const image = typeof record.image === 'string' ? record.image : record.image_url
  if (typeof image !== 'string') return null
  const source = parseAvatarRecord(image)
  return source?.kind === 'image' ? source.uri : null
}

/**
 * The URLs an <img> may try for an image URI, in order: data:image/… as it is, the rest through
 * `toHttpUrls` (the app's gateways for ipfs, ipns and ar; https first for http).
 */
export function imageUrls(uri: string, toHttpUrls: (uri: string) => string[]): string[] {
  if (/^data:image\//i.test(uri)) return [uri]
  return toHttpUrls(uri)
}

/** Forward verification: a reverse record's name counts only if its addr is the account. */
export function isForwardVerified(account: Address, forward: Address | null): boolean {
  return forward !== null && forward.toLowerCase() === account.toLowerCase()
}
