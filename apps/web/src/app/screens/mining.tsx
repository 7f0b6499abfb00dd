// Liquidity mining screens of spec 02 §2, loaded on demand. Placeholders until their module
// lands (issue 12 #9: they read as pages, never print route values raw).
import { Placeholder } from './Placeholder'
import { SCREEN_STRINGS as S } from './strings'

export function Earn() {
  return (
    <Placeholder
      title={S.miningTitle}
      text={S.miningText}
      link={{ to: '/swap', label: S.toSwap }}
    />
  )
}

export function ManageStake() {
  return (
    <Placeholder
      title={S.manageStakeTitle}
      text={S.manageStakeText}
      link={{ to: '/uni', label: S.toLiquidityMining }}
    />
  )
}
