// Issue 35: an approval is a write like any other, so while its wallet request is open the user
// sees what it will do: the allowance, to whom, for how much, and anything else the token's
// approve() does (a second Approval to a spender nobody asked for is called out). The approve
// buttons run their approval through `run`: the prompt opens at the click, takes only
// simulations made after it (simulationSeq), and closes when the wallet has answered.
import { useCallback, useState } from 'react'
import { simulationSeq } from '../../transactions'

export interface ApprovalPromptState {
  /** simulationSeq() at the click: the prompt shows the first simulation after it. */
  since: number
  symbol: string
}

export function useApprovalPrompt() {
  const [prompt, setPrompt] = useState<ApprovalPromptState>()
  const run = useCallback(async <T>(symbol: string, approve: () => Promise<T>): Promise<T> => {
    setPrompt({ since: simulationSeq(), symbol })
    try {
      return await approve()
    } finally {
      setPrompt(undefined)
    }
  }, [])
  /** Closing the prompt leaves the wallet's request as it is (the wallet decides). */
  const dismiss = useCallback(() => setPrompt(undefined), [])
  return { prompt, run, dismiss }
}
