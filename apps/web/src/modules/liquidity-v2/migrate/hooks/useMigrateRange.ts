// The v3 side of a migration (spec 02 §4 Migrate; §9) on the v3 add core (modules/liquidity-v3
// useRangeFlow): the pair in the view (token1 per token0 unless the rate toggle turned it round),
// the pool read and derived range for the chosen tier, the tiers' shares, and the two actions the
// add screen has too: a new tier (clears the range, closes the selector) and the rate toggle.
import { useMemo } from 'react'
import type { ChainInfo } from '../../../../chain/chains'
import { type FeeTier, invertedRangeInputs, useMintForm, useRangeFlow } from '../../../liquidity'
import { useTierShares } from '../../../liquidity-v3'
import { tokenCurrency } from '../../common/tokenCurrency'
import type { MigratePair } from '../actions/readMigratePair'
import { useMigrateForm } from '../state/migrateStore'

export function useMigrateRange(chain: ChainInfo, pair: MigratePair) {
  const form = useMintForm()
  const { fee, inverted, selectFee, toggleInverted } = useMigrateForm()
  const [tokenA, tokenB] = inverted ? [pair.token1, pair.token0] : [pair.token0, pair.token1]
  const currencyA = useMemo(() => tokenCurrency(tokenA), [tokenA])
  const currencyB = useMemo(() => tokenCurrency(tokenB), [tokenB])
  // The range starts around the price once per tier, a new pool's too (its start price defaults
  // to the v2 price: useV2StartPrice).
  const { lookup, derived } = useRangeFlow({
    chain,
    tokenA,
    tokenB,
    fee,
    rangeAroundStartPrice: true,
  })
  const { shares } = useTierShares(chain, tokenA, tokenB)
  const flow = { chain, tokenA, tokenB, fee, derived, currencyA, currencyB }

  const onSelectFee = (f: FeeTier) => {
    // spec 02 §4: a new tier clears the range (and the Full Range warning with it).
    if (f !== fee) form.clearRange()
    selectFee(f)
    form.setFeeOpen(false)
  }
  const onRateToggle = () => {
    form.invert(invertedRangeInputs(derived.ticks, { base: tokenA, quote: tokenB, fee }))
    if (derived.noLiquidity && derived.price)
      form.onStartPriceInput(derived.price.invert().toSignificant(8))
    toggleInverted()
  }
  return { flow, lookup, shares, inverted, onSelectFee, onRateToggle }
}

export type MigrateRange = ReturnType<typeof useMigrateRange>
