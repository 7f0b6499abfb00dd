// Liquidity mining screens of spec 02 §2, loaded on demand.
import { msg } from '@lingui/core/macro'
import { useParams } from 'wouter'
import { Placeholder } from './Placeholder'

export function Earn() {
  return <Placeholder title={msg`Liquidity Mining`} />
}

export function ManageStake() {
  const { currencyIdA, currencyIdB } = useParams()
  return <Placeholder title={msg`Manage Liquidity Mining`} values={{ currencyIdA, currencyIdB }} />
}
