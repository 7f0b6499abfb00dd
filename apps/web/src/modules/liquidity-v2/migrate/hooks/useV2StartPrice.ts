// spec 02 §4 Migrate: a new v3 pool's starting price defaults to the v2 price (in the view's
// direction), once per fee tier: a price the user cleared stays cleared.
import { useEffect, useMemo, useRef } from 'react'
import { type FeeTier, useMintForm } from '../../../liquidity'
import type { MigratePair } from '../actions/readMigratePair'
import { type Reserves, v2PriceOf } from '../utils/v2Price'
import type { MigrateRange } from './useMigrateRange'

export function useV2StartPrice(
  pair: MigratePair,
  reserves: Reserves | undefined,
  { flow, inverted }: Pick<MigrateRange, 'flow' | 'inverted'>,
) {
  const v2Price = useMemo(() => v2PriceOf(pair, reserves), [reserves, pair])
  const { startPriceTypedValue, onStartPriceInput } = useMintForm()
  const { fee } = flow
  const { noLiquidity } = flow.derived
  const defaultedFor = useRef<FeeTier | undefined>(undefined)
  useEffect(() => {
    if (!noLiquidity || startPriceTypedValue !== '' || !v2Price) return
    if (defaultedFor.current === fee) return
    defaultedFor.current = fee
    onStartPriceInput((inverted ? v2Price.invert() : v2Price).toSignificant(8))
  }, [noLiquidity, startPriceTypedValue, v2Price, inverted, fee, onStartPriceInput])
  return v2Price
}
