// The range side of a v3 form, shared by add, increase and the v2 → v3 migration (liquidity-v2):
// the pool read for the pair and fee, the derived range, price and amounts (utils/deriveMint) from
// the form store, and spec 02 §9's chart initial range. Deposits, balances and approvals stay in
// useAddFlow (the migration has none of its own).
import type { Token } from '@uniswap/sdk-core'
import { useEffect, useMemo } from 'react'
import type { ChainInfo } from '../../../../chain/chains'
import { usePoolLookup } from '../../pool/hooks/usePoolLookup'
import type { PoolLookup } from '../../pool/utils/poolStatus'
import type { FeeTier } from '../../range/feeTiers'
import { initialRangeInputs } from '../../range/rangeTicks'
import type { TickRange } from '../../range/ticks'
import { useMintForm } from '../state/mintStore'
import { type DerivedMint, deriveMint } from '../utils/deriveMint'

export interface RangeFlowInput {
  chain: ChainInfo
  tokenA: Token | undefined
  tokenB: Token | undefined
  fee: FeeTier | undefined
  /** /increase: the position's range (no initial range then). */
  existingRange?: TickRange | undefined
  /**
   * The migration: a new pool's range also starts around its starting price (which defaults to
   * the v2 price). The add screen starts only an existing pool's range.
   */
  rangeAroundStartPrice?: boolean
}

export interface RangeFlowOutput {
  lookup: PoolLookup
  derived: DerivedMint
}

export function useRangeFlow(input: RangeFlowInput): RangeFlowOutput {
  const { chain, tokenA, tokenB, fee, existingRange, rangeAroundStartPrice = false } = input
  const form = useMintForm()
  const lookup = usePoolLookup(chain, tokenA, tokenB, fee)
  const derived = useMemo(
    () => deriveMint({ form, tokenA, tokenB, fee, lookup, existingRange }),
    [form, tokenA, tokenB, fee, lookup, existingRange],
  )

  // spec 02 §9 chart initial range: the form starts at 0.5–2× (stable tiers 0.999–1.001×) of the
  // price, once, when no bound is set (the chart's handles show it); after clearRange (a new fee
  // or pair) it starts again around the new price.
  const { onLeftRangeInput, onRightRangeInput, leftRangeTypedValue, rightRangeTypedValue } = form
  const startPrice =
    !existingRange && (rangeAroundStartPrice || lookup.status === 'EXISTS')
      ? derived.price
      : undefined
  useEffect(() => {
    if (!startPrice || !fee || leftRangeTypedValue !== '' || rightRangeTypedValue !== '') return
    const initial = initialRangeInputs(startPrice, fee)
    onLeftRangeInput(initial.left)
    onRightRangeInput(initial.right)
  }, [
    startPrice,
    fee,
    leftRangeTypedValue,
    rightRangeTypedValue,
    onLeftRangeInput,
    onRightRangeInput,
  ])
  return { lookup, derived }
}
