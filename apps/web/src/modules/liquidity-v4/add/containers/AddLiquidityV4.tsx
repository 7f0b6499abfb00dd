// /add/v4/{currencyIdA?}/{currencyIdB?} (issue 32 "Add v4 liquidity"): the pair (native ETH
// allowed), a fee and tick spacing, an optional hook; whether that pool exists (StateView); a new
// pool's starting price; the range and the deposit; the hook's review; the mint (or the pool's
// creation with its first position) in one transaction.
import { useLingui } from '@lingui/react'
import { Link, useLocation, useParams } from 'wouter'
import type { ChainInfo } from '../../../../chain/chains'
import { MintFormProvider } from '../../../liquidity'
import { useActiveChain } from '../../../network'
import {
  type Currency,
  CurrencySelect,
  currencyId,
  sameCurrency,
  useResolvedCurrency,
} from '../../../tokens'
import { useV4AddFlow } from '../hooks/useV4AddFlow'
import { PoolChoiceProvider } from '../state/poolChoiceStore'
import { ADD_V4_STRINGS as S } from '../strings'
import { V4AddActions } from './V4AddActions'
import { V4DepositSection } from './V4DepositSection'
import { V4PoolSection } from './V4PoolSection'
import { V4RangeSection } from './V4RangeSection'
import '../add.css'

export const addV4Path = (a?: string, b?: string): string =>
  `/add/v4${a ? `/${a}` : ''}${a && b ? `/${b}` : ''}`

export function AddLiquidityV4() {
  const chain = useActiveChain()
  if (!chain.contracts?.v4) return null
  return (
    <PoolChoiceProvider>
      <MintFormProvider>
        <AddV4OnChain chain={chain} />
      </MintFormProvider>
    </PoolChoiceProvider>
  )
}

function AddV4OnChain({ chain }: { chain: ChainInfo }) {
  const { _ } = useLingui()
  const [, navigate] = useLocation()
  const params = useParams<{ currencyIdA?: string; currencyIdB?: string }>()
  const currencyA = useResolvedCurrency(chain, params.currencyIdA) ?? undefined
  const currencyB = useResolvedCurrency(chain, params.currencyIdB) ?? undefined
  const flow = useV4AddFlow(chain, currencyA, currencyB)
  const select = (side: 'A' | 'B') => (c: Currency) => {
    const [mine, other] = side === 'A' ? [currencyA, currencyB] : [currencyB, currencyA]
    const keep = sameCurrency(c, other) ? mine : other
    const ids = [currencyId(c), keep && currencyId(keep)]
    navigate(addV4Path(...((side === 'A' ? ids : ids.reverse()) as [string, string])))
  }
  return (
    <div className="v4-add card" data-testid="add-v4">
      <header className="v4-add__header">
        <Link href="/pool" className="v4-add__back">
          ← {_(S.backToPools)}
        </Link>
        <h1 className="v4-add__title">{_(S.title)}</h1>
      </header>
      <section className="v4-add__section" aria-labelledby="v4-pair-title">
        <h2 id="v4-pair-title" className="v4-add__h2">
          {_(S.selectPair)}
        </h2>
        <div className="v4-add__pair">
          <CurrencySelect label={_(S.currencyA)} value={currencyA} onChange={select('A')} />
          <CurrencySelect label={_(S.currencyB)} value={currencyB} onChange={select('B')} />
        </div>
      </section>
      <V4PoolSection flow={flow} />
      <V4RangeSection flow={flow} />
      <V4DepositSection flow={flow} />
      <V4AddActions flow={flow} />
    </div>
  )
}
