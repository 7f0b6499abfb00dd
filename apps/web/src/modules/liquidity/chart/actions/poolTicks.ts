// What a pool's tick reader gives the depth chart, the same for a v3 pool (readPoolTicks:
// TickLens) and a v4 pool (readV4PoolTicks: StateView), so the depth series is built once.
import type { UseQueryResult } from '@tanstack/react-query'
import { AppError } from '../../../../lib/errors'
import type { PopulatedTick } from '../utils/bitmap'

export interface PoolTicks {
  blockNumber: bigint
  sqrtPriceX96: bigint
  tickCurrent: number
  /** The pool's in-range liquidity at `tickCurrent`. */
  liquidity: bigint
  /** Initialized ticks, ascending. */
  ticks: PopulatedTick[]
}

/** A tick read as the chart takes it: data null when there is no initialized pool. */
export type PoolTicksQuery = Pick<
  UseQueryResult<PoolTicks | null>,
  'data' | 'isPending' | 'isError' | 'error'
>

/** A read of the pool's ticks failed (spec 02 §8 'Liquidity data not available'). */
export class PoolTicksReadError extends AppError<'poolTicksRead'> {
  override name = 'PoolTicksReadError'
  constructor(message: string) {
    super({ code: 'poolTicksRead', message })
  }
}
