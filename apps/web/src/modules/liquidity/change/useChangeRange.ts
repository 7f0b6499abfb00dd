// Issue 32 "Change range in one transaction": the dialog's state, v3's and v4's alike. The new
// range comes from the mint form store's min/max (the core's steppers, started at the position's
// own range); the preview is changeRangePreview's at the pool's price; and before it is shown,
// the very transaction is simulated from the owner's account (simulateChangeRange), keyed by
// everything the call is built from, so a new price or range simulates again. A batching wallet's
// approvals (v3: the mint pulls from the wallet) run first in the simulation, as in its batch.
import { useQuery } from '@tanstack/react-query'
import type { Price, Token } from '@uniswap/sdk-core'
import { useEffect, useMemo } from 'react'
import type { Address, Hex } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import { useChainClients } from '../../../chain/clients'
import { chainQueryKeys } from '../../../chain/queries'
import { type BatchApproval, batchApprovalCalls } from '../../transactions'
import { useUserSlippageTolerance } from '../../user'
import { mintForm, type RangeTypedValue, useMintForm } from '../mint/state/mintStore'
import { addSlippageBps } from '../mint/utils/addCall'
import { isInvertedView, tickPrice } from '../range/price'
import { boundTexts, rangeTicks, type ViewParameters } from '../range/rangeTicks'
import { type TickRange, tickAtLimit } from '../range/ticks'
import type { TokenAmounts, V4PoolPrice, V4Range } from '../v4/v4Amounts'
import type { ChangeRangePool } from './ChangeRangeChart'
import { type ChangeRangePreview, changeRangeBlocked, changeRangePreview } from './changeRange'
import { type ChangeRangeSimulation, simulateChangeRange } from './simulateChangeRange'

export const CHANGE_RANGE_SIMULATION_READ = 'changeRangeSimulation'
/** The simulation's deadline: well after the block it runs on (the send takes its own). */
const SIMULATION_DEADLINE_SECONDS = 1200n

export interface ChangeRangeSubject {
  chain: ChainInfo
  account: Address
  /** The position manager the call goes to. */
  to: Address
  tokenId: bigint
  /** The two sides in pool order, as SDK tokens for the price math (v4's native coin at 0x0). */
  tokens: readonly [Token, Token]
  /** The balances the refunds are read from (v4's zero address for the native coin). */
  currencies: readonly [Address, Address]
  tickSpacing: number
  price: V4PoolPrice
  position: V4Range & { liquidity: bigint }
  fees: TokenAmounts
  /** v3's mint takes amounts, v4's a liquidity (changeRangePreview's buffer differs). */
  mintsBy: 'amounts' | 'liquidity'
  /** The pool, for the dialog's depth chart. */
  pool: ChangeRangePool
}

export interface ChangeRangeChoice {
  preview: ChangeRangePreview
  range: V4Range
  burn: boolean
}

/** The version's call for a choice: v3's multicall, v4's modifyLiquidities. */
export type BuildChangeRange = (
  choice: ChangeRangeChoice,
  deadline: bigint,
) => { data: Hex; value: bigint }

export interface ChangeRangeState {
  view: ViewParameters
  /** The pool's price in the view (where a stepper starts when its bound is unset). */
  poolPrice: Price<Token, Token>
  ticks: Partial<TickRange>
  texts: { min: string; max: string }
  /** Set when the range is complete and something moves. */
  choice: ChangeRangeChoice | undefined
  /** Why nothing can be sent for a complete range (changeRangeBlocked). */
  blocked: 'sameRange' | 'noLiquidity' | undefined
  simulation: ChangeRangeSimulation | undefined
  simulating: boolean
}

export function useChangeRange(
  subject: ChangeRangeSubject,
  burn: boolean,
  build: BuildChangeRange,
  /** false while something must happen first (v3's approvals): the call would revert. */
  simulate: boolean,
  approvals?: readonly BatchApproval[],
  /** The rate toggle: prices as currency0 per currency1 (#7990: one unit throughout). */
  inverted = false,
): ChangeRangeState {
  const form = useMintForm()
  const { tokens, tickSpacing, position, price, fees, mintsBy } = subject
  // The mint survives a price move within the user's tolerance (changeRange's buffer): 0.50 %
  // unless set. Never the add's 0 % out of range: the removal's amounts still move with the price.
  const slippageBps = addSlippageBps(false, useUserSlippageTolerance())
  const view = useMemo(
    () => ({
      base: tokens[inverted ? 1 : 0],
      quote: tokens[inverted ? 0 : 1],
      fee: { tickSpacing },
    }),
    [tokens, tickSpacing, inverted],
  )
  const { leftRangeTypedValue: left, rightRangeTypedValue: right } = form
  // The form starts at the position's own range; a bound at its usable limit as Full Range's
  // (`true`: its box reads 0 or ∞, which would not parse back).
  const store = mintForm.useFormStoreApi()
  useEffect(() => {
    if (left !== '' || right !== '') return
    store.setState(startingInputs(position, view))
  }, [left, right, position, view, store])

  const ticks = useMemo(() => rangeTicks(left, right, view), [left, right, view])
  const { tickLower, tickUpper } = ticks
  const preview = useMemo(() => {
    if (tickLower === undefined || tickUpper === undefined || tickLower >= tickUpper) return
    const range = { tickLower, tickUpper }
    const p = changeRangePreview({ price, position, fees, range, slippageBps, mintsBy })
    return { preview: p, range, blocked: changeRangeBlocked({ position, range }, p) }
  }, [tickLower, tickUpper, price, position, fees, slippageBps, mintsBy])
  const choice = preview && !preview.blocked ? { ...preview, burn } : undefined

  const getClient = useChainClients()
  const query = useQuery({
    queryKey: chainQueryKeys.multicall({
      chainId: subject.chain.id,
      read: CHANGE_RANGE_SIMULATION_READ,
      key: [
        subject.account,
        subject.tokenId.toString(),
        tickLower,
        tickUpper,
        burn,
        slippageBps,
        price.sqrtPriceX96.toString(),
        position.liquidity.toString(),
        fees.amount0.toString(),
        fees.amount1.toString(),
        (approvals ?? []).map((a) => `${'token' in a ? a.token : ''}:${a.spender}`).join(),
      ],
    }),
    enabled: choice !== undefined && simulate,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
    queryFn: () => {
      if (!choice) throw new Error('missing dependencies')
      const deadline = BigInt(Math.floor(Date.now() / 1000)) + SIMULATION_DEADLINE_SECONDS
      return simulateChangeRange(getClient(subject.chain.id), {
        account: subject.account,
        to: subject.to,
        ...build(choice, deadline),
        currencies: subject.currencies,
        refunds: choice.preview.refunds,
        before: approvals?.flatMap(batchApprovalCalls),
      })
    },
  })
  return {
    view,
    poolPrice: tickPrice(price.tick, view.base, view.quote),
    ticks,
    texts: boundTexts(ticks, view),
    choice,
    blocked: preview?.blocked,
    simulation: choice && simulate ? query.data : undefined,
    simulating: choice !== undefined && simulate && query.isFetching,
  }
}

/** The min and max boxes' typed values for `range` in `view` (the min box is the upper tick when
 *  the view is inverted). */
function startingInputs(
  range: TickRange,
  view: ViewParameters,
): { leftRangeTypedValue: RangeTypedValue; rightRangeTypedValue: RangeTypedValue } {
  const text = boundTexts(range, view)
  const limit = (tick: number) => tickAtLimit(tick, view.fee) !== undefined
  const [minTick, maxTick] = isInvertedView(view)
    ? [range.tickUpper, range.tickLower]
    : [range.tickLower, range.tickUpper]
  return {
    leftRangeTypedValue: limit(minTick) ? true : text.min,
    rightRangeTypedValue: limit(maxTick) ? true : text.max,
  }
}
