import { useLingui } from '@lingui/react'
import { Link } from 'wouter'
import { Card } from '../../../ui'
import { MINING_STRINGS as S } from '../strings'
import type { PoolCurrency } from '../utils/poolCurrencies'

/** spec 02 §2 manage view: step 1 for an account with neither a deposit nor liquidity tokens. */
export function Step1Banner({
  currencies: [a, b],
}: {
  currencies: readonly [PoolCurrency, PoolCurrency]
}) {
  const { _ } = useLingui()
  const names = { symbolA: a.symbol, symbolB: b.symbol }
  return (
    <Card className="mining-step1" data-testid="mining-step1">
      <h3 className="mining-step1__title">{_(S.step1Title)}</h3>
      <p className="mining-step1__text">{_({ ...S.step1Text, values: names })}</p>
      {/* spec 02 §2 links to /add/{A}/{B}: in the reference that was the v2 add screen, and
          UNI-V2 tokens come only from a v2 deposit, so the link goes to this app's v2 add. */}
      <Link
        to={`/add/v2/${a.id}/${b.id}`}
        className="mining-link mining-link--primary"
        data-testid="mining-step1-link"
      >
        {_({ ...S.step1Link, values: names })}
      </Link>
    </Card>
  )
}
