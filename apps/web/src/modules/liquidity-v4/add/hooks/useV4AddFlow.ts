// The v4 add form's facts in one place (issue 32 "Add v4 liquidity"): the pair from the route,
// the pool choice, StateView's slot0 (does the pool exist?), the derived range and deposit
// (utils/deriveV4Add), the initial range around the price (spec 02 §9, as the v3 add starts it),
// balances, the hook's review, the Permit2 steps and the slippage maxima. The screen, the
// preview and the send read the same.
import { Price, type Token } from '@uniswap/sdk-core'
import { useEffect, useMemo, useRef } from 'react'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../../chain/chains'
import { addSlippageBps, initialRangeInputs, useMintForm, v4PoolId } from '../../../liquidity'
import { type Currency, useSideBalances } from '../../../tokens'
import { useUserSlippageTolerance } from '../../../user'
import { useWallet } from '../../../wallet'
import { amountMax, type Permit2Steps, usePermit2Steps } from '../../shared/usePermit2Steps'
import { usePoolChoice } from '../state/poolChoiceStore'
import { deriveV4Add, type V4AddDerived, v4PoolKeyOf } from '../utils/deriveV4Add'
import { type HookReview, hookReview } from '../utils/hookReview'
import { useV4Slot0 } from './useV4Slot0'

export interface V4AddFlow {
  chain: ChainInfo
  account: Address | undefined
  derived: V4AddDerived
  /** currency1 per currency0 (the pool's own unit). */
  price: Price<Token, Token> | undefined
  /** The same price in the unit the user reads (derived.view: the rate toggle may invert it). */
  viewPrice: Price<Token, Token> | undefined
  /** The currencies in the view's order, base first. */
  viewCurrencies: readonly [Currency, Currency] | undefined
  balances: readonly [bigint | undefined, bigint | undefined]
  review: HookReview | undefined
  steps: Permit2Steps
  slippageBps: number
  /** The mint's maxima: the deposit plus slippage, capped by the balance. */
  maxima: readonly [bigint, bigint] | undefined
  /** The first side whose balance is short of the deposit. */
  short: 0 | 1 | undefined
}

const Q192 = 1n << 192n

export function useV4AddFlow(
  chain: ChainInfo,
  currencyA: Currency | undefined,
  currencyB: Currency | undefined,
): V4AddFlow {
  const wallet = useWallet()
  const account = wallet.status === 'connected' ? wallet.address : undefined
  const form = useMintForm()
  const fee = usePoolChoice((s) => s.fee)
  const tickSpacing = usePoolChoice((s) => s.tickSpacing)
  const hooks = usePoolChoice((s) => s.hooks)
  const inverted = usePoolChoice((s) => s.inverted)
  const startInverted = usePoolChoice((s) => s.startInverted)
  const choice = useMemo(() => ({ fee, tickSpacing, hooks }), [fee, tickSpacing, hooks])
  const keyed = v4PoolKeyOf(currencyA, currencyB, choice)
  const key = typeof keyed === 'string' ? undefined : keyed.key
  const { slot0 } = useV4Slot0(chain, key)

  // spec 02 §4 as on the v3 add: another pool (pair, fee, spacing or hook) clears the range and
  // the starting price, which belong to the old pool's price.
  const poolId = key ? v4PoolId(key) : ''
  const { clearRange, onStartPriceInput } = form
  const lastPool = useRef(poolId)
  useEffect(() => {
    if (lastPool.current === poolId) return
    lastPool.current = poolId
    clearRange()
    onStartPriceInput('')
  }, [poolId, clearRange, onStartPriceInput])
  const unit = { inverted, startInverted }
  const derived = deriveV4Add({
    chainId: chain.id,
    currencyA,
    currencyB,
    choice,
    slot0,
    form,
    unit,
  })
  const { tokens } = derived
  const sqrt = derived.price?.sqrtPriceX96
  const price = useMemo(
    () =>
      tokens && sqrt !== undefined
        ? new Price(tokens[0], tokens[1], Q192.toString(), (sqrt * sqrt).toString())
        : undefined,
    [tokens, sqrt],
  )

  const viewPrice = useMemo(() => (inverted ? price?.invert() : price), [inverted, price])

  // spec 02 §9: an existing pool's range starts at 0.5–2× its price (0.999–1.001× for a narrow
  // spacing), once, while no bound is set; a new pool's waits for the user's range.
  const { onLeftRangeInput, onRightRangeInput, leftRangeTypedValue, rightRangeTypedValue } = form
  const startAround = derived.status === 'exists' ? viewPrice : undefined
  useEffect(() => {
    if (!startAround || leftRangeTypedValue !== '' || rightRangeTypedValue !== '') return
    const initial = initialRangeInputs(startAround, { tickSpacing })
    onLeftRangeInput(initial.left)
    onRightRangeInput(initial.right)
  }, [
    startAround,
    tickSpacing,
    leftRangeTypedValue,
    rightRangeTypedValue,
    onLeftRangeInput,
    onRightRangeInput,
  ])

  const currencies = derived.currencies ?? [undefined, undefined]
  const sides = useSideBalances(chain, account, currencies[0], currencies[1])
  const balances = [sides.a, sides.b] as const
  const { deposit } = derived
  const steps = usePermit2Steps(chain, currencies, [deposit?.amount0, deposit?.amount1])
  const outOfRange = derived.locked[0] || derived.locked[1]
  const slippageBps = addSlippageBps(outOfRange, useUserSlippageTolerance())
  const maxima = deposit
    ? ([
        amountMax(deposit.amount0, slippageBps, balances[0]),
        amountMax(deposit.amount1, slippageBps, balances[1]),
      ] as const)
    : undefined
  const short = ([0, 1] as const).find((i) => {
    const need = deposit && (i === 0 ? deposit.amount0 : deposit.amount1)
    const has = balances[i]
    return need !== undefined && has !== undefined && need > has
  })
  return {
    chain,
    account,
    derived,
    price,
    viewPrice,
    viewCurrencies:
      derived.currencies &&
      (inverted ? [derived.currencies[1], derived.currencies[0]] : derived.currencies),
    balances,
    review: derived.key && hookReview(derived.key.hooks),
    steps,
    slippageBps,
    maxima,
    short,
  }
}
