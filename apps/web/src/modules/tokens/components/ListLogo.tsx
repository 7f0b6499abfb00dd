import { useMemo } from 'react'
import { logoUriToHttp } from '../utils/logo'
import { TokenLogo } from './TokenLogo'

/**
 * A token list's logo (spec 01 §2 Lists tab): its logoURI through the same safe rules as token
 * logos (ipfs/ar through gateways; javascript:, data:text/html and unknown schemes never load),
 * else an identicon drawn from the list's name — never a broken image.
 */
export function ListLogo({
  name,
  logoURI,
  size = 28,
}: {
  name: string
  logoURI?: string | undefined
  size?: number
}) {
  const urls = useMemo(() => logoUriToHttp(logoURI), [logoURI])
  return <TokenLogo address={identiconSeed(name)} symbol={name} urls={urls} size={size} />
}

/** 40 hex digits from the name (FNV-1a rounds), so each list keeps its own identicon. */
export function identiconSeed(name: string): string {
  let out = ''
  let h = 0x811c9dc5
  for (let round = 0; out.length < 40; round++) {
    for (const ch of `${round}:${name}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0
    out += h.toString(16).padStart(8, '0')
  }
  return `0x${out.slice(0, 40)}`
}
