// What is being migrated (spec 02 §2 /migrate/v2/{address}): the account's LP tokens of the v2
// or fork pair, what they hold at the snapshot's block (the burn's amounts), and the v2 and v3
// prices side by side (the ≥ 2 % warning below compares them). Amounts at 6 significant digits
// (spec 02 §9), each exact on hover or focus (issue 34 #3: all of the LP balance migrates).
import { useLingui } from '@lingui/react'
import { RoundedAmount } from '../../../../ui'
import { MIGRATE_STRINGS as S } from '../strings'
import type { BurnAmounts } from '../utils/burn'

export interface MigrateFromSectionProps {
  values: { exchange: string; symbol0: string; symbol1: string }
  lpSymbol: string
  /** The account's LP balance at the snapshot, undefined until read. */
  balance: bigint | undefined
  burned: BurnAmounts | undefined
  decimals0: number
  decimals1: number
  /** Prices as shown (in the view's direction), undefined when there is none. */
  v2PriceText: string | undefined
  v3PriceText: string | undefined
}

export function MigrateFromSection(p: MigrateFromSectionProps) {
  const { _ } = useLingui()
  const { values } = p
  return (
    <section className="migrate__section" aria-labelledby="migrate-from">
      <h2 id="migrate-from" className="migrate__h2">
        {_({ ...S.fromHeading, values })}
      </h2>
      <p className="migrate__muted">{_({ ...S.intro, values })}</p>
      <dl className="migrate__facts" data-testid="migrate-v2-facts">
        <div>
          <dt>{_(S.lpAmount)}</dt>
          <dd>
            {p.balance !== undefined ? (
              <>
                <RoundedAmount raw={p.balance} decimals={18} testId="migrate-lp-balance" />{' '}
                <span className="migrate__symbol">{p.lpSymbol}</span>
              </>
            ) : (
              '…'
            )}
          </dd>
        </div>
        <div>
          <dt>{_({ ...S.pooled, values: { symbol: values.symbol0 } })}</dt>
          <dd>
            {p.burned ? <RoundedAmount raw={p.burned.amount0} decimals={p.decimals0} /> : '…'}
          </dd>
        </div>
        <div>
          <dt>{_({ ...S.pooled, values: { symbol: values.symbol1 } })}</dt>
          <dd>
            {p.burned ? <RoundedAmount raw={p.burned.amount1} decimals={p.decimals1} /> : '…'}
          </dd>
        </div>
        {p.v2PriceText && (
          <div>
            <dt>{_({ ...S.v2Price, values })}</dt>
            <dd data-testid="migrate-v2-price">{p.v2PriceText}</dd>
          </div>
        )}
        {p.v3PriceText && (
          <div>
            <dt>{_(S.v3Price)}</dt>
            <dd data-testid="migrate-v3-price">{p.v3PriceText}</dd>
          </div>
        )}
      </dl>
    </section>
  )
}
