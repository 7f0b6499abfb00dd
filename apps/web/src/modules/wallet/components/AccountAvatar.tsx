import { useState } from 'react'
import type { Address } from 'viem'
import { Identicon } from '../../../ui'

export interface AccountAvatarProps {
  address: Address
  /** The ENS avatar's image URLs, tried in turn (spec 01 §4: on failure the generated icon). */
  urls: readonly string[]
  size: number
}

/**
 * An account's picture: its ENS avatar as a plain <img> (untrusted content stays inert: no
 * markup of it reaches the page), else the identicon drawn from the address. Decorative: the name
 * or address beside it says whose it is.
 */
export function AccountAvatar({ address, urls, size }: AccountAvatarProps) {
  const [failed, setFailed] = useState(0)
  const url = urls[failed]
  if (url)
    return (
      <img
        key={url}
        className="account-avatar"
        data-testid="account-avatar"
        src={url}
        alt=""
        width={size}
        height={size}
        referrerPolicy="no-referrer"
        decoding="async"
        onError={() => setFailed((n) => n + 1)}
      />
    )
  return (
    <span
      className="account-avatar"
      data-testid="account-identicon"
      aria-hidden="true"
      style={{ width: size, height: size }}
    >
      <Identicon seed={address} text={address} size={size} label="" />
    </span>
  )
}
