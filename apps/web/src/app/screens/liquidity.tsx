// Liquidity screens of spec 02 §2, loaded on demand (app/routes/lazyScreens.ts). Placeholders
// until their modules land; route guards (redirect rules) run before these load.
import { msg } from '@lingui/core/macro'
import { useParams, useSearchParams } from 'wouter'
import { Placeholder } from './Placeholder'

export function PoolsOverview() {
  return <Placeholder title={msg`Pools Overview`} />
}

export function PositionPage() {
  const { tokenId } = useParams()
  const position = tokenId ?? ''
  return <Placeholder title={msg`Position ${position}`} />
}

export function PoolV2() {
  return <Placeholder title={msg`V2 Liquidity`} />
}

export function PoolFinder() {
  const [params] = useSearchParams()
  // spec 02 §2: the origin query defaults to /pool/v2.
  return (
    <Placeholder
      title={msg`Import V2 Pool`}
      values={{ origin: params.get('origin') ?? '/pool/v2' }}
    />
  )
}

export function AddLiquidityV3() {
  const { currencyIdA, currencyIdB, feeAmount } = useParams()
  return (
    <Placeholder title={msg`Add V3 Liquidity`} values={{ currencyIdA, currencyIdB, feeAmount }} />
  )
}

export function IncreaseLiquidity() {
  const { currencyIdA, currencyIdB, feeAmount, tokenId } = useParams()
  return (
    <Placeholder
      title={msg`Increase Liquidity`}
      values={{ currencyIdA, currencyIdB, feeAmount, tokenId }}
    />
  )
}

export function AddLiquidityV2() {
  const { currencyIdA, currencyIdB } = useParams()
  return <Placeholder title={msg`Add V2 Liquidity`} values={{ currencyIdA, currencyIdB }} />
}

export function RemoveLiquidityV3() {
  const { tokenId } = useParams()
  return <Placeholder title={msg`Remove Liquidity`} values={{ tokenId }} />
}

export function RemoveLiquidityV2() {
  const { currencyIdA, currencyIdB } = useParams()
  return <Placeholder title={msg`Remove V2 Liquidity`} values={{ currencyIdA, currencyIdB }} />
}

export function MigrateV2List() {
  return <Placeholder title={msg`Migrate V2 Liquidity`} />
}

export function MigrateV2Pair() {
  const { address } = useParams()
  return <Placeholder title={msg`Migrate V2 Liquidity`} values={{ pair: address }} />
}
