// Detailed mode of the v2 remove form (spec 02 §2 Remove v2 liquidity: separate amount inputs):
// the LP amount and each token's amount; the typed one drives the others (§3 Burn state), which
// show the burn's exact amounts.
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { formatUnits } from 'viem'
import { formatTokenAmount } from '../../../../lib/format'
import { CurrencyAmountPanel } from '../../../../ui'
import type { BurnField } from '../state/burnStore'
import { REMOVE_V2_STRINGS as S } from '../strings'
import { type BurnAmounts, LP_DECIMALS } from '../utils/deriveBurn'

/** Significant digits of an input that follows another one (spec 02 §9: 6 in inputs). */
const INPUT_DIGITS = 6

/** An amount as an input shows it: 6 significant digits, exact when that would read '<0.00001'. */
function inputText(raw: bigint, decimals: number): string {
  if (raw === 0n) return ''
  const text = formatTokenAmount({ raw, decimals, significantDigits: INPUT_DIGITS })
  return text.startsWith('<') ? formatUnits(raw, decimals) : text
}

export interface DetailedInputsProps {
  burn: BurnAmounts
  independentField: BurnField
  typedValue: string
  onUserInput: (field: BurnField, typed: string) => void
  decimalsA: number
  decimalsB: number
  /** The account's LP balance as shown, or undefined without an account. */
  balanceText: string | undefined
  /** The token slots of the three panels (logo and symbol). */
  slots: { lp: ReactNode; a: ReactNode; b: ReactNode }
}

export function DetailedInputs(p: DetailedInputsProps) {
  const { _ } = useLingui()
  const shown = (field: BurnField, raw: bigint, decimals: number) =>
    p.independentField === field ? p.typedValue : inputText(raw, decimals)
  return (
    <div className="v2-remove__detailed">
      <CurrencyAmountPanel
        label={_(S.amount)}
        value={shown('LIQUIDITY', p.burn.liquidity, LP_DECIMALS)}
        onUserInput={(typed) => p.onUserInput('LIQUIDITY', typed)}
        decimals={LP_DECIMALS}
        balance={p.balanceText}
        onMax={() => p.onUserInput('LIQUIDITY_PERCENT', '100')}
        tokenButton={p.slots.lp}
        testId="v2-remove-lp-panel"
        amountTestId="v2-remove-lp-input"
      />
      <span className="v2-remove__arrow" aria-hidden="true">
        ↓
      </span>
      <CurrencyAmountPanel
        label={_(S.output)}
        value={shown('CURRENCY_A', p.burn.amountA, p.decimalsA)}
        onUserInput={(typed) => p.onUserInput('CURRENCY_A', typed)}
        decimals={p.decimalsA}
        tokenButton={p.slots.a}
        testId="v2-remove-a-panel"
        amountTestId="v2-remove-a-input"
      />
      <CurrencyAmountPanel
        label={_(S.output)}
        value={shown('CURRENCY_B', p.burn.amountB, p.decimalsB)}
        onUserInput={(typed) => p.onUserInput('CURRENCY_B', typed)}
        decimals={p.decimalsB}
        tokenButton={p.slots.b}
        testId="v2-remove-b-panel"
        amountTestId="v2-remove-b-input"
      />
    </div>
  )
}
