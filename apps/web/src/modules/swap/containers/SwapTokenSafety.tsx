// Issue 35 "Token safety before the trade", on the swap: each token of the pair is tested (a small
// buy and sale back, simulated) when it is chosen. Quietly: a token that passes says nothing. A
// risky one shows what was found, and the swap waits for an explicit "I understand" (`onHold`
// tells the form to hold its button until then). Loaded on demand, with the first token chosen.
import { useEffect, useState } from 'react'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import type { SwapCurrency } from '../../quote'
import { isNative, isRisky, TokenSafetyNotice, useTokenSafety } from '../../tokens'

export interface SwapTokenSafetyProps {
  chain: ChainInfo
  input: SwapCurrency | undefined
  output: SwapCurrency | undefined
  /** True while a risky token of the pair is not acknowledged. */
  onHold: (hold: boolean) => void
}

const tested = (chain: ChainInfo, c: SwapCurrency | undefined) =>
  c && c.chainId === chain.id && !isNative(c) ? c : undefined

export function SwapTokenSafety({ chain, input, output, onHold }: SwapTokenSafetyProps) {
  const sides = [tested(chain, input), tested(chain, output)]
  const verdicts = [
    useTokenSafety(chain, sides[0]?.address as Address | undefined),
    useTokenSafety(chain, sides[1]?.address as Address | undefined),
  ]
  // Acknowledged tokens (lowercase addresses): a choice stays with its token, not its side.
  const [acknowledged, setAcknowledged] = useState<ReadonlySet<string>>(new Set())
  const held = sides.some(
    (c, i) => c !== undefined && isRisky(verdicts[i]) && !acknowledged.has(c.address.toLowerCase()),
  )
  useEffect(() => onHold(held), [held, onHold])
  useEffect(() => () => onHold(false), [onHold])
  return SIDES.map((side, i) => {
    const c = sides[i]
    return c ? (
      <TokenSafetyNotice
        key={`${side}:${c.address}`}
        symbol={c.symbol}
        safety={verdicts[i]}
        wrappedSymbol={chain.wrappedNativeSymbol}
        quiet
        acknowledged={acknowledged.has(c.address.toLowerCase())}
        onAcknowledge={(yes) =>
          setAcknowledged((prev) => {
            const next = new Set(prev)
            if (yes) next.add(c.address.toLowerCase())
            else next.delete(c.address.toLowerCase())
            return next
          })
        }
      />
    ) : null
  })
}

const SIDES = ['input', 'output'] as const
