// The "to v3" half of the migration screen (spec 02 §2; §4 Migrate): the fee tier, a new pool's
// note and starting price, the ≥ 2 % price-difference warning, and the v3 add screen's range
// section (modules/liquidity-v3) with the core's chart. The selector's open flag and the Full Range
// warning are the add core's mint store, as on the add screen.
import { useLingui } from '@lingui/react'
import type { ChainInfo } from '../../../../chain/chains'
import { useFormatAmount } from '../../../../lib/format'
import { LiquidityChartSlot, useMintForm } from '../../../liquidity'
import {
  chartSlotProps,
  FeeTierSelector,
  RangeSection,
  StartPriceSection,
  useEnabledFeeTiers,
} from '../../../liquidity-v3'
import type { MigrateRange } from '../hooks/useMigrateRange'
import { MIGRATE_STRINGS as S } from '../strings'
import { isLargePriceDifference } from '../utils/priceDifference'

export function MigrateV3Section({
  chain,
  range,
  values,
  diffBps,
}: {
  chain: ChainInfo
  range: MigrateRange
  values: { exchange: string; symbol0: string; symbol1: string }
  diffBps: bigint | undefined
}) {
  const { _ } = useLingui()
  const format = useFormatAmount()
  const fees = useEnabledFeeTiers(chain)
  const form = useMintForm()
  const { flow } = range
  return (
    <>
      <section className="migrate__section" aria-labelledby="migrate-fee">
        <h2 id="migrate-fee" className="migrate__h2">
          {_(S.feeTitle)}
        </h2>
        <FeeTierSelector
          fees={fees}
          fee={flow.fee}
          shares={range.shares}
          onSelect={range.onSelectFee}
          disabled={false}
          open={form.feeOpen}
          onToggle={form.toggleFeeOpen}
        />
      </section>
      {flow.derived.noLiquidity && (
        <>
          <p className="migrate__note" data-testid="migrate-new-pool">
            {_({ ...S.newPoolNote, values })}
          </p>
          <StartPriceSection flow={flow} />
        </>
      )}
      {isLargePriceDifference(diffBps) && diffBps !== undefined && (
        <div className="migrate__warning" role="alert" data-testid="migrate-price-warning">
          <strong>
            {_({ ...S.priceWarningTitle, values: { percent: format.bpsPercent(Number(diffBps)) } })}
          </strong>
          <p>{_(S.priceWarning)}</p>
        </div>
      )}
      <RangeSection
        flow={flow}
        chart={<LiquidityChartSlot {...chartSlotProps(flow, form)} />}
        onRateToggle={range.onRateToggle}
      />
    </>
  )
}
