// Issue 35 "Token safety before the trade", for a pair chosen for a swap or a pool: each token is
// tested (a small buy and sale back, simulated) when it is chosen. Quietly: a token that passes
// says nothing. A risky one shows what was found, and the action waits for an explicit "I
// understand" (`onHold` tells the form to hold its button until then).
import { useEffect, useState } from 'react'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import { isNative } from '../currency'
import { isRisky, TokenSafetyNotice } from './TokenSafetyNotice'
import { useTokenSafety } from './useTokenSafety'

/** A chosen currency: the native coin and tokens of another chain are not tested. */
interface PairCurrency {
  address: string
  symbol: string
  chainId: number
}

export interface PairTokenSafetyProps {
  chain: ChainInfo
  /** The pair's two sides (swap: input, output; pool: A, B). */
  currencies: readonly [PairCurrency | undefined, PairCurrency | undefined]
  /** True while a risky token of the pair is not acknowledged. */
  onHold: (hold: boolean) => void
}

const tested = (chain: ChainInfo, c: PairCurrency | undefined) =>
  c && c.chainId === chain.id && !isNative(c) ? c : undefined

export function PairTokenSafety({ chain, currencies, onHold }: PairTokenSafetyProps) {
  const sides = [tested(chain, currencies[0]), tested(chain, currencies[1])]
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

const SIDES = ['a', 'b'] as const
