import { useLingui } from '@lingui/react'
import { useState } from 'react'
import type { SwapTrade } from '../../quote'
import { SWAP_STRINGS as S } from '../strings'
import { expertImpactConfirmation, formatBpsPercent } from '../utils/priceImpact'

export interface ImpactConfirmation {
  /** Runs `proceed` once the trade's price impact is confirmed (at once when none is needed). */
  afterConfirmed: (trade: SwapTrade, proceed: () => void) => void
  /** The very-high impact waiting for the typed word: the container shows ImpactConfirmModal. */
  pending: { percent: string } | null
  confirm: () => void
  cancel: () => void
}

/**
 * spec 01 §5 Swap: in expert mode a high price impact still asks — a browser confirm at the high
 * threshold, the typed word 'confirm' at the very high one (typed in the page, see
 * ImpactConfirmModal).
 */
export function useImpactConfirmation(): ImpactConfirmation {
  const { _ } = useLingui()
  const [pending, setPending] = useState<{ percent: string; proceed: () => void } | null>(null)
  return {
    afterConfirmed: (trade, proceed) => {
      const ask = expertImpactConfirmation(trade.priceImpactBps)
      const percent = formatBpsPercent(trade.priceImpactBps)
      if (ask === 'typed') return setPending({ percent, proceed })
      if (ask === 'confirm' && !window.confirm(_({ ...S.confirmHighImpact, values: { percent } })))
        return
      proceed()
    },
    pending,
    confirm: () => {
      setPending(null)
      pending?.proceed()
    },
    cancel: () => setPending(null),
  }
}
