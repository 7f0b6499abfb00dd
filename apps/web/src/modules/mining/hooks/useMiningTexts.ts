// How the manage view writes a pool's amounts (spec 02 §2 manage view, §9 digits: MINING_DIGITS
// for pool totals and rates, MINING_EXACT_DIGITS for the account's own amounts).
import { useLingui } from '@lingui/react'
import { useFormatAmount } from '../../../lib/format'
import { LP_DECIMALS, MINING_DIGITS } from '../constants'
import { MINING_STRINGS as S } from '../strings'
import type { PoolCurrency } from '../utils/poolCurrencies'
import { weeklyRate } from '../utils/rewards'
import { pooledAmounts, type StakingInfo } from '../utils/stakingInfo'

export interface MiningTexts {
  /** A liquidity-token amount, bare ('1.25'). */
  lpNumber: (raw: bigint, digits: number) => string
  /** '1.25 UNI-V2'. */
  lp: (raw: bigint, digits?: number) => string
  /** What an amount of the liquidity token holds of each side: '1 A + 2 B'. */
  pooled: (raw: bigint) => string
  /** A reward rate per second as UNI per week. */
  rate: (raw: bigint) => string
  /** '0.5 UNI'. */
  uni: (raw: bigint, digits: number) => string
}

export function useMiningTexts(
  info: StakingInfo,
  currencies: readonly [PoolCurrency, PoolCurrency],
  uniDecimals: number,
): MiningTexts {
  const { _ } = useLingui()
  const fmt = useFormatAmount()
  const [a, b] = currencies
  const lpNumber = (raw: bigint, digits: number) => fmt.tokenAmount(raw, LP_DECIMALS, digits)
  const uniNumber = (raw: bigint, digits: number) => fmt.tokenAmount(raw, uniDecimals, digits)
  return {
    lpNumber,
    lp: (raw, digits = MINING_DIGITS) =>
      _({ ...S.lpAmount, values: { amount: lpNumber(raw, digits) } }),
    pooled: (raw) => {
      const [x, y] = pooledAmounts(info, raw)
      return _({
        ...S.pooled,
        values: {
          amountA: fmt.tokenAmount(x, info.tokens[0].decimals, MINING_DIGITS),
          symbolA: a.symbol,
          amountB: fmt.tokenAmount(y, info.tokens[1].decimals, MINING_DIGITS),
          symbolB: b.symbol,
        },
      })
    },
    rate: (raw) =>
      _({ ...S.perWeek, values: { amount: uniNumber(weeklyRate(raw), MINING_DIGITS) } }),
    uni: (raw, digits) => _({ ...S.uniAmount, values: { amount: uniNumber(raw, digits) } }),
  }
}
