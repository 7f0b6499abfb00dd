// spec 01 §2 "URL query parameters": the form starts from the URL (inputCurrency,
// outputCurrency, exactAmount, exactField, recipient) and again whenever the URL's query or the
// chain changes. Currency ids resolve through the chain's lists, else an on-chain ERC-20 read
// (a token shared by link need not be on any list: the token warning then asks to import it).
import { useEffect, useMemo, useRef } from 'react'
import { isAddress } from 'viem'
import { useSearchParams } from 'wouter'
import type { ChainInfo } from '../../../chain/chains'
import type { SwapCurrency } from '../../quote'
import {
  NATIVE_ADDRESS,
  nativeById,
  nativeToken,
  useChainTokens,
  useListsSettled,
  useTokenRead,
} from '../../tokens'
import { useSwapStore, useSwapStoreApi } from '../state/swapStore'
import { parseSwapUrl } from '../utils/urlParams'

type Resolved = SwapCurrency | null | undefined // undefined: still reading

function useResolvedCurrency(
  chain: ChainInfo,
  id: string | null,
  known: readonly SwapCurrency[],
): Resolved {
  const listed = useMemo(() => {
    if (id === null) return null
    const native = nativeById(chain, id)
    if (native === 'other-chain') return null
    if (native) return native
    return known.find((t) => t.address.toLowerCase() === id.toLowerCase())
  }, [id, known, chain])
  const needsRead = listed === undefined && id !== null && isAddress(id, { strict: false })
  const read = useTokenRead(chain.id, needsRead ? id : null)
  if (listed !== undefined) return listed
  if (!needsRead) return null
  if (read.loading) return undefined
  return read.token ? { ...read.token } : null
}

export interface SwapUrlTokens {
  /** The URL's tokens that are on no active list (the token warning asks to import them). */
  unlisted: SwapCurrency[]
  /**
   * Issue 33: the URL's addresses with no ERC-20 on this chain (a link made on another network,
   * or a typo), and Polygon's native coin named on another chain (spec 01 §8 "Not matic"): the
   * screen says so instead of starting from an empty field without a word.
   */
  notOnChain: string[]
}

/** Loads the form from the URL; returns what it could not take as it is. */
export function useSwapUrlSync(chain: ChainInfo): SwapUrlTokens {
  const [params] = useSearchParams()
  const search = params.toString()
  const url = useMemo(() => parseSwapUrl(new URLSearchParams(search)), [search])
  const { active, inactive } = useChainTokens(chain.id)
  // Before the lists have loaded every URL token would count as unlisted (a first visit).
  const listsSettled = useListsSettled()
  const known = useMemo(() => [...active, ...inactive], [active, inactive])
  const input = useResolvedCurrency(chain, url.inputCurrencyId, known)
  const output = useResolvedCurrency(chain, url.outputCurrencyId, known)
  const replace = useSwapStore((s) => s.replace)
  const store = useSwapStoreApi()
  const applied = useRef<string | null>(null)
  // What the form held when this hook mounted (an injected store may hold an earlier amount):
  // not typed on this visit.
  const typedAtOpen = useRef(store.getState().typedValue)
  const recipientAtOpen = useRef(store.getState().recipient)

  useEffect(() => {
    const key = `${chain.id}?${search}`
    if (applied.current === key || input === undefined || output === undefined) return
    // An amount typed, or a recipient field opened or filled, while the URL's tokens were still
    // being looked up (on-chain, or in lists still loading) is kept, unless the URL names one.
    const typed = store.getState()
    const firstApply = applied.current === null
    const keepTyped =
      firstApply &&
      url.typedValue === '' &&
      typed.typedValue !== '' &&
      typed.typedValue !== typedAtOpen.current
    const keepRecipient =
      firstApply && url.recipient === null && typed.recipient !== recipientAtOpen.current
    applied.current = key
    replace({
      // With nothing asked for, the swap starts from the native currency (the reference's default).
      INPUT: input ?? (output === null ? nativeToken(chain) : null),
      OUTPUT: output,
      typedValue: keepTyped ? typed.typedValue : url.typedValue,
      independentField: keepTyped ? typed.independentField : url.independentField,
      recipient: keepRecipient ? typed.recipient : url.recipient,
    })
  }, [chain, search, input, output, url, replace, store])

  const unlisted = useMemo(() => {
    if (!listsSettled) return []
    const activeSet = new Set(active.map((t) => t.address.toLowerCase()))
    return [input, output].filter(
      (c): c is SwapCurrency =>
        !!c && c.address !== NATIVE_ADDRESS && !activeSet.has(c.address.toLowerCase()),
    )
  }, [input, output, active, listsSettled])
  const notOnChain = useMemo(
    () =>
      [
        [url.inputCurrencyId, input],
        [url.outputCurrencyId, output],
      ]
        .filter(
          ([id, resolved]) =>
            resolved === null &&
            typeof id === 'string' &&
            (isAddress(id) || nativeById(chain, id) === 'other-chain'),
        )
        .map(([id]) => id as string),
    [url, input, output, chain],
  )
  return { unlisted, notOnChain }
}
