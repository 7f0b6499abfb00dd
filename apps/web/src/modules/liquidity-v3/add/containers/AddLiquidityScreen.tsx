// /add/{currencyIdA?}/{currencyIdB?}/{feeAmount?} (spec 02 §2 v3 add screen): pair selector with
// common bases (the token picker), fee tier selector, a new pool's starting price, the price
// range with the liquidity depth chart (chart/), deposits, actions, Clear All (→ /add) and the
// rate toggle.
import { useLingui } from '@lingui/react'
import { useEffect, useRef } from 'react'
import { Link, useLocation } from 'wouter'
import type { ChainInfo } from '../../../../chain/chains'
import {
  invertedRangeInputs,
  LiquidityChartSlot,
  MintFormProvider,
  useMintForm,
} from '../../../liquidity'
import { useActiveChain } from '../../../network'
import { CurrencySelect } from '../../../tokens'
import { mostUsedTier, useEnabledFeeTiers, useTierShares } from '../../pool'
import { FeeTierSelector } from '../components/FeeTierSelector'
import { chartSlotProps } from '../hooks/chartSlot'
import { useAddFlow } from '../hooks/useAddFlow'
import { useAddRoute } from '../hooks/useAddRoute'
import { ADD_STRINGS as S } from '../strings'
import { AddForm } from './AddForm'
import { RangeSection } from './RangeSection'
import { StartPriceSection } from './StartPriceSection'
import '../add.css'
import { AddSettings } from './AddSettings'

export function AddLiquidityV3() {
  const chain = useActiveChain()
  const { _ } = useLingui()
  if (!chain.contracts?.positionManager)
    return (
      <div className="v3-add card">
        <p>{_({ ...S.noContracts, values: { chain: chain.label } })}</p>
      </div>
    )
  return (
    <MintFormProvider>
      <AddLiquidityOnChain chain={chain} />
    </MintFormProvider>
  )
}

function AddLiquidityOnChain({ chain }: { chain: ChainInfo }) {
  const { _ } = useLingui()
  const [, navigate] = useLocation()
  const route = useAddRoute(chain)
  const currencyA = route.currencyA ?? undefined
  const currencyB = route.currencyB ?? undefined
  const flow = useAddFlow({ chain, currencyA, currencyB, fee: route.fee })
  const form = useMintForm()
  const { shares, isError } = useTierShares(chain, flow.tokenA, flow.tokenB)
  const fees = useEnabledFeeTiers(chain)
  const { setFeeOpen } = form

  // spec 02 §4: the most used tier is chosen once when none is; the selector opens when none is
  // found or the read failed.
  const autoSelected = useRef(false)
  const { selectFee } = route
  useEffect(() => {
    if (route.fee || autoSelected.current || !flow.tokenA || !flow.tokenB) return
    if (isError) return setFeeOpen(true)
    if (!shares) return
    autoSelected.current = true
    const best = mostUsedTier(shares)
    if (best) selectFee(best)
    else setFeeOpen(true)
  }, [route.fee, shares, isError, flow.tokenA, flow.tokenB, selectFee, setFeeOpen])

  // spec 02 §4: changing the currencies or the fee clears the range and with it the full-range
  // warning (clearRange); the range belongs to the old price. The pair is taken unordered: the
  // rate toggle keeps the range.
  const pairKey = [currencyA?.address, currencyB?.address].sort().join() + String(route.fee)
  const { clearRange } = form
  const lastPair = useRef(pairKey)
  useEffect(() => {
    if (lastPair.current === pairKey) return
    lastPair.current = pairKey
    clearRange()
  }, [pairKey, clearRange])

  const onRateToggle = () => {
    const view =
      flow.tokenA && flow.tokenB && route.fee
        ? { base: flow.tokenA, quote: flow.tokenB, fee: route.fee }
        : undefined
    form.invert(view ? invertedRangeInputs(flow.derived.ticks, view) : undefined)
    route.swapSides()
  }
  const priceKnown = flow.derived.pool !== undefined
  // The chart's handles write the same typed strings as the min/max inputs (spec 02 §5).
  const chartNode = <LiquidityChartSlot {...chartSlotProps(flow, form)} />
  return (
    <div className="v3-add card" data-testid="add-v3">
      <header className="v3-add__header">
        <Link href="/pool" className="v3-add__back">
          ← {_(S.backToPools)}
        </Link>
        <h1 className="v3-add__title">{_(S.addTitle)}</h1>
        <button
          type="button"
          className="v3-add__clear"
          onClick={() => {
            form.resetMintState()
            form.cancelFullRange()
            navigate('/add')
          }}
        >
          {_(S.clearAll)}
        </button>
        <AddSettings />
      </header>
      <section className="v3-add__section" aria-labelledby="v3-pair-title">
        <h2 id="v3-pair-title" className="v3-add__h2">
          {_(S.selectPair)}
        </h2>
        <div className="v3-add__pair">
          <CurrencySelect label={_(S.currencyA)} value={currencyA} onChange={route.selectA} />
          <CurrencySelect label={_(S.currencyB)} value={currencyB} onChange={route.selectB} />
        </div>
        <FeeTierSelector
          fees={fees}
          fee={route.fee}
          shares={shares}
          onSelect={(f) => {
            route.selectFee(f)
            form.setFeeOpen(false)
          }}
          disabled={!currencyA || !currencyB}
          open={form.feeOpen}
          onToggle={form.toggleFeeOpen}
        />
      </section>
      {flow.derived.noLiquidity && route.fee && <StartPriceSection flow={flow} />}
      <RangeSection flow={flow} chart={chartNode} onRateToggle={onRateToggle} />
      <AddForm flow={flow} depositDisabled={!route.fee || !priceKnown}>
        {null}
      </AddForm>
    </div>
  )
}
