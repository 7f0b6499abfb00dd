import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { PUBLIC_CHAINS } from '../../../chain/publicChains'
import { createSwapStore, SwapFormProvider } from '../state/swapStore'
import { useSwapUrlSync } from './useSwapUrlSync'

const USDC = '0xAbB12158488d9C9Bd52C14B9AE4C835eCE4A6e13'
const usdc = { chainId: 1, address: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6 }
// The token's on-chain read: still loading until a test lets it answer.
const read = { token: undefined as typeof usdc | null | undefined, loading: true }

vi.mock('../../tokens', async (original) => ({
  ...(await original<typeof import('../../tokens')>()),
  useChainTokens: () => ({ active: [], inactive: [] }),
  useListsSettled: () => true,
  useTokenRead: () => read,
}))

const chain = PUBLIC_CHAINS[0]
if (!chain) throw new Error('no chain')
let store = createSwapStore()
const at = (url: string) =>
  function AtUrl({ children }: { children: ReactNode }) {
    return (
      <Router hook={memoryLocation({ path: url }).hook}>
        <SwapFormProvider store={store}>{children}</SwapFormProvider>
      </Router>
    )
  }

describe('useSwapUrlSync', () => {
  beforeEach(() => {
    read.token = undefined
    read.loading = true
    store = createSwapStore()
  })
  afterEach(cleanup)

  it("keeps an amount typed while the URL's token was still being read", () => {
    const view = renderHook(() => useSwapUrlSync(chain), {
      wrapper: at(`/swap?inputCurrency=ETH&outputCurrency=${USDC}`),
    })
    act(() => store.getState().typeInput('INPUT', '1.5'))
    read.token = usdc
    read.loading = false
    view.rerender()
    expect(store.getState().OUTPUT?.address).toBe(USDC)
    expect(store.getState().typedValue).toBe('1.5')
  })

  it("keeps a recipient field opened and filled while the URL's token was still being read", () => {
    const view = renderHook(() => useSwapUrlSync(chain), {
      wrapper: at(`/swap?inputCurrency=ETH&outputCurrency=${USDC}`),
    })
    // '+ Add a send' pressed before the lists or the read answered: the field opens empty.
    act(() => store.getState().setRecipient(''))
    read.token = usdc
    read.loading = false
    view.rerender()
    expect(store.getState().OUTPUT?.address).toBe(USDC)
    expect(store.getState().recipient).toBe('')
    act(() => store.getState().setRecipient('vitalik.eth'))
    view.rerender()
    expect(store.getState().recipient).toBe('vitalik.eth')
  })

  it("takes the URL's recipient over one given before the token was read", () => {
    const view = renderHook(() => useSwapUrlSync(chain), {
      wrapper: at(`/swap?inputCurrency=ETH&outputCurrency=${USDC}&recipient=${USDC}`),
    })
    act(() => store.getState().setRecipient(''))
    read.token = usdc
    read.loading = false
    view.rerender()
    expect(store.getState().recipient).toBe(USDC)
  })

  it("takes the URL's amount over a typed one, and clears what an earlier visit left", () => {
    store.getState().typeInput('INPUT', '7')
    read.token = usdc
    read.loading = false
    renderHook(() => useSwapUrlSync(chain), {
      wrapper: at(`/swap?inputCurrency=ETH&outputCurrency=${USDC}`),
    })
    expect(store.getState().typedValue).toBe('')
    renderHook(() => useSwapUrlSync(chain), {
      wrapper: at(`/swap?outputCurrency=${USDC}&exactAmount=3&exactField=output`),
    })
    expect(store.getState()).toMatchObject({ typedValue: '3', independentField: 'OUTPUT' })
  })

  it('names a URL address with no token on this chain, and only once the read has answered', () => {
    const view = renderHook(() => useSwapUrlSync(chain), {
      wrapper: at(`/swap?inputCurrency=ETH&outputCurrency=${USDC}`),
    })
    expect(view.result.current.notOnChain).toEqual([])
    read.token = null
    read.loading = false
    view.rerender()
    expect(view.result.current.notOnChain).toEqual([USDC])
    expect(view.result.current.unlisted).toEqual([])
  })

  it('names Polygon’s coin in a link on another chain instead of taking it for this one’s (spec 01 §8 "Not matic")', () => {
    const view = renderHook(() => useSwapUrlSync(chain), {
      wrapper: at('/swap?inputCurrency=MATIC&outputCurrency=POL'),
    })
    expect(chain.nativeCurrency.symbol).not.toBe('POL')
    expect(view.result.current.notOnChain).toEqual(['MATIC', 'POL'])
    // As for any link naming nothing here: the form starts from this chain's own coin.
    expect(store.getState()).toMatchObject({ INPUT: { chainId: 1, symbol: 'ETH' }, OUTPUT: null })
  })

  it('starts the form afresh on another chain: its native coin, no amount, no output (issue 33)', () => {
    read.loading = false
    const base = PUBLIC_CHAINS.find((c) => c.id === 8453)
    if (!base) throw new Error('no Base row')
    const view = renderHook(({ on }) => useSwapUrlSync(on), {
      initialProps: { on: chain },
      wrapper: at('/swap'),
    })
    act(() => store.getState().typeInput('INPUT', '1.5'))
    expect(store.getState().typedValue).toBe('1.5')
    view.rerender({ on: base })
    expect(store.getState()).toMatchObject({ typedValue: '', OUTPUT: null })
    expect(store.getState().INPUT?.chainId).toBe(8453)
  })
})
