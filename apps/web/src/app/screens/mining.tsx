// Liquidity mining screens of spec 02 §2 (modules/mining), loaded on demand
// (app/routes/lazyScreens.ts); route parameters are passed down here.
import { useParams } from 'wouter'
import { EarnScreen, ManageScreen } from '../../modules/mining'

export function Earn() {
  return <EarnScreen />
}

export function ManageStake() {
  const { currencyIdA, currencyIdB } = useParams()
  return <ManageScreen currencyIdA={currencyIdA} currencyIdB={currencyIdB} />
}
