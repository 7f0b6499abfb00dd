import { useLingui } from '@lingui/react'
import { Suspense, useState } from 'react'
import { lazyNamed } from '../lazyNamed'
import { PART_STRINGS } from '../partStrings'
import './TokenLogo.css'

// The identicon is drawn only when no logo loads: it comes with import() (bench:bundle budget of
// the /swap entry); a plain round tile of the same size holds its place meanwhile.
const Identicon = lazyNamed(() => import('./Identicon'), 'Identicon')

export interface TokenLogoProps {
  /** Candidate image URLs in order; each failure moves to the next. */
  srcs: readonly string[]
  symbol: string
  size?: number
  /**
   * The token's address (40 hex digits): draws its identicon when no URL loads, and when it
   * changes the failures are forgotten (a reused list row showing another token). Without it the
   * symbol seeds the identicon.
   */
  seed?: string
}

/**
 * A token logo that never shows a broken image (pure: the URLs come from the caller): each URL
 * in turn, then a drawn identicon (spec 01 §9 logo fallback).
 */
export function TokenLogo({ srcs, symbol, size = 24, seed }: TokenLogoProps) {
  const { _ } = useLingui()
  const key = seed ?? srcs.join('\n')
  const [state, setState] = useState({ key, failed: 0 })
  const failed = state.key === key ? state.failed : 0
  const src = srcs[failed]
  const alt = _({ ...PART_STRINGS.tokenLogo, values: { symbol } })
  if (src === undefined)
    return (
      <Suspense fallback={<span className="token-logo" style={{ width: size, height: size }} />}>
        <Identicon seed={seed} text={symbol} size={size} label={alt} />
      </Suspense>
    )
  return (
    <img
      className="token-logo"
      src={src}
      alt={alt}
      width={size}
      height={size}
      referrerPolicy="no-referrer"
      onError={() => setState({ key, failed: failed + 1 })}
    />
  )
}
