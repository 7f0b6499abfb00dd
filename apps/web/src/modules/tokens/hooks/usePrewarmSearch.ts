import { useEffect } from 'react'
import { useChainTokens } from './useActiveTokens'

// The search code loads in the same idle time, not with the page (issue 11 §1 budget): the
// picker needs it only after a click, and by then this has fetched it.
const loadSearch = () => Promise.all([import('../utils/search'), import('../utils/searchIndex')])

/**
 * Indexes `chainId`'s tokens in idle time whenever the lists change, so opening the picker does
 * not pay for it (issue 3 Performance: open under 100 ms with a 10,000-token list).
 */
export function usePrewarmSearch(chainId: number): void {
  const { active, inactive } = useChainTokens(chainId)
  useEffect(() => {
    let cancelled = false
    const run = () => {
      void loadSearch().then(([{ searchTokens }, { prewarmSearch }]) => {
        if (cancelled) return
        prewarmSearch(active, inactive, chainId)
        searchTokens({ query: '', chainId, active, inactive })
      })
    }
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 2_000 })
      return () => {
        cancelled = true
        window.cancelIdleCallback(id)
      }
    }
    const id = window.setTimeout(run, 50)
    return () => {
      cancelled = true
      window.clearTimeout(id)
    }
  }, [active, inactive, chainId])
}
