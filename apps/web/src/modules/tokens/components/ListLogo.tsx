import { useMemo } from 'react'
import { TokenLogo } from '../../../ui'
import { logoUriToHttp } from '../utils/logo'

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
  return <TokenLogo srcs={urls} symbol={name} size={size} />
}
