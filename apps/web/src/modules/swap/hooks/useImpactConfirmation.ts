import { useState } from 'react'
import { useFormatAmount } from '../../../lib/format'
import type { SwapTrade } from '../../quote'
import { expertImpactConfirmation } from '../utils/priceImpact'

export interface PendingImpactConfirmation {
  /** The trade's price impact, formatted ('6.12%'). */
  percent: string
  /** 'confirm': a Confirm button; 'typed': the word confirm typed first. */
  kind: 'confirm' | 'typed'
}

export interface ImpactConfirmation {
  /** Runs `proceed` once the trade's price impact is confirmed (at once when none is needed). */
  afterConfirmed: (trade: SwapTrade, proceed: () => void) => void
  /** The check waiting for the user: the container shows ImpactConfirmModal. */
  pending: PendingImpactConfirmation | null
  confirm: () => void
  cancel: () => void
}

/**
 * spec 01 §5 Swap: in expert mode a high price impact still asks — a confirmation at the high
 * threshold, the typed word 'confirm' at the very high one. Both are asked in the page, never
 * with window.confirm/prompt, which in-app wallet browsers often lack (issue 12 #16).
 */
export function useImpactConfirmation(): ImpactConfirmation {
  const { bpsPercent } = useFormatAmount()
  const [pending, setPending] = useState<
    (PendingImpactConfirmation & { proceed: () => void }) | null
  >(null)
  return {
    afterConfirmed: (trade, proceed) => {
      const ask = expertImpactConfirmation(trade.priceImpactBps)
      const percent = bpsPercent(trade.priceImpactBps)
      if (ask === 'typed' || ask === 'confirm') return setPending({ percent, kind: ask, proceed })
      proceed()
    },
    pending: pending && { percent: pending.percent, kind: pending.kind },
    confirm: () => {
      setPending(null)
      pending?.proceed()
    },
    cancel: () => setPending(null),
  }
}
