// Liquidity mining screens of spec 02 §2, loaded on demand.
import { useParams } from 'wouter'
import { Placeholder } from './Placeholder'

export function Earn() {
  return <Placeholder title="Liquidity Mining" />
}

export function ManageStake() {
  const { currencyIdA, currencyIdB } = useParams()
  return <Placeholder title="Manage Liquidity Mining" values={{ currencyIdA, currencyIdB }} />
}
