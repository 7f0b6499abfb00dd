// /remove/v2/{currencyIdA}/{currencyIdB} (spec 02 §2 Remove v2 liquidity): the route's currencies,
// their pair on the chain's Uniswap v2 (spec 02 §4 v2 pool status), then the form. Every state
// before the form reads as a page with a way back to /pool/v2.
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { Link, useParams } from 'wouter'
import type { ChainInfo } from '../../../../chain/chains'
import type { V2Liquidity } from '../../../../chain/contracts'
import { toPoolToken } from '../../../../chain/sdkToken'
import { Card, Skeleton } from '../../../../ui'
import { V2LiquidityGate } from '../../common/V2LiquidityGate'
import { useV2Pair } from '../../pair'
import { BurnFormProvider } from '../state/burnStore'
import { REMOVE_V2_STRINGS as S } from '../strings'
import { RemoveForm } from './RemoveForm'
import '../remove.css'
import { useResolvedCurrency } from '../../../tokens'

export function RemoveLiquidityV2() {
  const { _ } = useLingui()
  return (
    <V2LiquidityGate title={_(S.title)}>
      {(v2, chain) => <RemoveRoute v2={v2} chain={chain} />}
    </V2LiquidityGate>
  )
}

function Frame({ children }: { children: ReactNode }) {
  const { _ } = useLingui()
  return (
    <div className="v2-remove" data-testid="v2-remove-page">
      <Link to="/pool/v2" className="v2-remove__back" data-testid="v2-remove-back">
        ← {_(S.back)}
      </Link>
      {children}
    </div>
  )
}

function Message({ text, testId }: { text: string; testId: string }) {
  const { _ } = useLingui()
  return (
    <Frame>
      <Card as="section" className="v2-remove__card" aria-labelledby="v2-remove-title">
        <h1 id="v2-remove-title" className="v2-remove__title">
          {_(S.title)}
        </h1>
        <p className="v2-remove__message" data-testid={testId}>
          {text}
        </p>
      </Card>
    </Frame>
  )
}

function RemoveRoute({ v2, chain }: { v2: V2Liquidity; chain: ChainInfo }) {
  const { _ } = useLingui()
  const params = useParams<{ currencyIdA?: string; currencyIdB?: string }>()
  const currencyA = useResolvedCurrency(chain, params.currencyIdA)
  const currencyB = useResolvedCurrency(chain, params.currencyIdB)
  const tokenA = currencyA ? toPoolToken(currencyA, chain) : undefined
  const tokenB = currencyB ? toPoolToken(currencyB, chain) : undefined
  const lookup = useV2Pair(chain, tokenA, tokenB)
  if (currencyA === undefined || currencyB === undefined || lookup.status === 'LOADING')
    return (
      <Frame>
        <Card as="section" className="v2-remove__card" aria-busy="true">
          <h1 className="v2-remove__title">{_(S.title)}</h1>
          <span className="visually-hidden">{_(S.loading)}</span>
          <Skeleton height={240} />
        </Card>
      </Frame>
    )
  if (!currencyA || !currencyB || !tokenA || !tokenB || lookup.status === 'INVALID')
    return <Message text={_(S.invalidPair)} testId="v2-remove-invalid" />
  if (lookup.status === 'NOT_EXISTS') return <Message text={_(S.noPool)} testId="v2-remove-none" />
  return (
    <Frame>
      <BurnFormProvider>
        <RemoveForm
          chain={chain}
          router={v2.router}
          pair={lookup.pair}
          currencyA={currencyA}
          currencyB={currencyB}
          tokenA={tokenA}
          tokenB={tokenB}
        />
      </BurnFormProvider>
    </Frame>
  )
}
