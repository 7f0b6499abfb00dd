// spec 02 §2 "Deposit amount inputs with Max buttons": the typed side and the dependent one (6
// significant digits, §9), a side the range does not take locked with issue 13's text, Max
// leaving 0.01 of the native coin for gas (spec 01 §2, spec 02 §9).
import { useLingui } from '@lingui/react'
import { formatUnits } from 'viem'
import { formatSignificant, useFormatAmount } from '../../../../lib/format'
import { CurrencyAmountPanel, TokenLogo } from '../../../../ui'
import { type MintField, useMintForm } from '../../../liquidity'
import { type Currency, isNative, maxAmountSpend } from '../../../tokens'
import { LIQUIDITY_V3_STRINGS as V3 } from '../../strings'
import type { AddFlow } from '../hooks/useAddFlow'
import { ADD_STRINGS as S } from '../strings'

const AMOUNT_DIGITS = 6

export function DepositSection({ flow, disabled }: { flow: AddFlow; disabled: boolean }) {
  const { _ } = useLingui()
  const format = useFormatAmount()
  const form = useMintForm()
  const { derived, currencyA, currencyB, balances } = flow
  const shown = (field: MintField, amount: bigint | undefined, c: Currency | undefined) => {
    if (form.independentField === field) return form.typedValue
    return amount !== undefined && amount > 0n && c
      ? formatSignificant(amount, c.decimals, AMOUNT_DIGITS)
      : ''
  }
  const panel = (
    field: MintField,
    c: Currency | undefined,
    amount: bigint | undefined,
    balance: bigint | undefined,
    locked: boolean,
    onInput: (v: string) => void,
  ) => {
    const side = field === 'CURRENCY_A' ? 'a' : 'b'
    return (
      <div className="v3-add__deposit" data-testid={`deposit-${side}`}>
        <CurrencyAmountPanel
          label={_({ ...S.depositOf, values: { symbol: c?.symbol ?? '' } })}
          value={locked ? '' : shown(field, amount, c)}
          onUserInput={onInput}
          decimals={c?.decimals}
          disabled={disabled || locked || !c}
          tokenButton={
            c && (
              <span className="v3-add__token">
                <TokenLogo
                  seed={c.address}
                  symbol={c.symbol}
                  srcs={isNative(c) ? [flow.chain.logoUrl] : c.logoURI ? [c.logoURI] : []}
                />
                {c.symbol}
              </span>
            )
          }
          balance={balance !== undefined && c ? format.balance(balance, c.decimals) : undefined}
          onMax={
            balance !== undefined && c && !locked && balance > 0n
              ? () => onInput(formatUnits(maxAmountSpend(balance, isNative(c)) ?? 0n, c.decimals))
              : undefined
          }
          testId={`deposit-${side}-panel`}
          amountTestId={`deposit-${side}-amount`}
        />
        {locked && (
          <p className="v3-add__locked" data-testid={`deposit-${side}-locked`}>
            {_(V3.singleAssetDeposit)}
          </p>
        )}
      </div>
    )
  }
  return (
    <section className="v3-add__section" aria-labelledby="v3-deposit-title">
      <h2 id="v3-deposit-title" className="v3-add__h2">
        {_(S.depositAmounts)}
      </h2>
      {panel(
        'CURRENCY_A',
        currencyA,
        derived.amounts.a,
        balances.a,
        derived.depositADisabled,
        form.onFieldAInput,
      )}
      {panel(
        'CURRENCY_B',
        currencyB,
        derived.amounts.b,
        balances.b,
        derived.depositBDisabled,
        form.onFieldBInput,
      )}
    </section>
  )
}
