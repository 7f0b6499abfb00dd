// Issue 35: a pair chosen for a swap or a pool is tested before the trade (PairTokenSafety, loaded
// with the first token). The form renders `notices` above its action and holds the action while
// `held` (a risky token not yet acknowledged).
import { createElement, type ReactNode, Suspense, useState } from 'react'
import type { ChainInfo } from '../../../chain/chains'
import { PairTokenSafety } from '../lazy'
import type { PairTokenSafetyProps } from './PairTokenSafety'

export function usePairSafety(
  chain: ChainInfo,
  currencies: PairTokenSafetyProps['currencies'],
): { held: boolean; notices: ReactNode } {
  const [held, setHeld] = useState(false)
  const notices = createElement(
    Suspense,
    { fallback: null },
    createElement(PairTokenSafety, { chain, currencies, onHold: setHeld }),
  )
  return { held, notices }
}
