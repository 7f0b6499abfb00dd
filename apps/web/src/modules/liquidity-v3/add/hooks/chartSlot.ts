// What the liquidity depth chart (modules/liquidity/chart) gets from the add form: the pool
// and its price, the range's ticks, and the two setters it calls while a handle is dragged — the
// same ones the min/max inputs use, taking typed price strings (chartMinToTyped/chartMaxToTyped
// of the core's chart/utils/chartBounds turn a handle's value into one).
import type { Token } from '@uniswap/sdk-core'
import type { Address } from 'viem'
import type { FeeTier, MintFormState, TickRange } from '../../../liquidity'
import { poolKey } from '../../../liquidity'
import { priceUnitSymbols } from '../utils/priceUnit'
import type { RangeFlow } from './useAddFlow'

export interface ChartSlotProps {
  chainId: number
  /** The pool's address (TickLens reads), undefined for a pool that does not exist yet. */
  poolAddress: Address | undefined
  /** The price is quote (tokenB) per base (tokenA). */
  tokenA: Token | undefined
  tokenB: Token | undefined
  fee: FeeTier | undefined
  /** One A in B as a float, for drawing only. */
  price: number | undefined
  tickCurrent: number | undefined
  ticks: Partial<TickRange>
  /** Handle values → the form (the min input of the current view). */
  onLeftRangeInput: (typed: string) => void
  /** Handle values → the form (the max input of the current view). */
  onRightRangeInput: (typed: string) => void
  /** Dragging is off until a fee and a price are there (spec 02 §4). */
  interactive: boolean
  /** The chart's unit as the range boxes name it (issue 34 #9). */
  unitSymbols: { base: string; quote: string } | undefined
}

export function chartSlotProps(flow: RangeFlow, form: MintFormState): ChartSlotProps {
  const { tokenA, tokenB, fee, derived, chain } = flow
  const factory = chain.contracts?.v3Factory
  const key = tokenA && tokenB && fee && factory ? poolKey(tokenA, tokenB, fee, factory) : undefined
  return {
    chainId: chain.id,
    poolAddress: derived.noLiquidity ? undefined : key?.address,
    tokenA,
    tokenB,
    fee,
    price: derived.price ? Number(derived.price.toSignificant(12)) : undefined,
    tickCurrent: derived.pool?.tickCurrent,
    ticks: derived.ticks,
    onLeftRangeInput: form.onLeftRangeInput,
    onRightRangeInput: form.onRightRangeInput,
    interactive: derived.pool !== undefined,
    unitSymbols: priceUnitSymbols(flow),
  }
}
