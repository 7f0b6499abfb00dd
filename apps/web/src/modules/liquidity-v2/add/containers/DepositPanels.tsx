// spec 02 §2 v2 add "Two amount inputs": the typed side as typed, the other one the pair's quote
// (6 significant digits, spec 02 §9) or, for the first provider, typed too; Max leaving 0.01 of
// the native coin for gas (spec 02 §5, the shared rule of modules/tokens).
import { useLingui } from '@lingui/react'
import { formatUnits } from 'viem'
import { formatSignificant, useFormatAmount } from '../../../../lib/format'
import { CurrencyAmountPanel, TokenLogo } from '../../../../ui'
import { type Currency, isNative, maxAmountSpend, useLogoUrls } from '../../../tokens'
import type { V2AddFlow } from '../hooks/useV2AddFlow'
import { type MintV2Field, useMintV2Form } from '../state/mintV2Store'
import { ADD_V2_STRINGS as S } from '../strings'

const AMOUNT_DIGITS = 6

export function DepositPanels({ flow }: { flow: V2AddFlow }) {
  const { _ } = useLingui()
  const format = useFormatAmount()
  const logoUrls = useLogoUrls(flow.chain)
  const form = useMintV2Form()
  const { derived, currencyA, currencyB, balances } = flow
  const shown = (field: MintV2Field, amount: bigint | undefined, c: Currency | undefined) => {
    if (form.independentField === field) return form.typedValue
    if (derived.noLiquidity) return form.otherTypedValue
    return amount !== undefined && c ? formatSignificant(amount, c.decimals, AMOUNT_DIGITS) : ''
  }
  const panel = (
    field: MintV2Field,
    c: Currency | undefined,
    amount: bigint | undefined,
    balance: bigint | undefined,
  ) => {
    const side = field === 'CURRENCY_A' ? 'a' : 'b'
    const onInput = (v: string) => form.typeInput(field, v, derived.noLiquidity)
    const max = balance !== undefined && c ? maxAmountSpend(balance, isNative(c)) : undefined
    return (
      <CurrencyAmountPanel
        label={
          c
            ? _({ ...S.depositOf, values: { symbol: c.symbol } })
            : _(field === 'CURRENCY_A' ? S.currencyA : S.currencyB)
        }
        value={shown(field, amount, c)}
        onUserInput={onInput}
        decimals={c?.decimals}
        disabled={!c}
        tokenButton={
          c && (
            <span className="v2-add__token">
              <TokenLogo seed={c.address} symbol={c.symbol} srcs={logoUrls(c.address)} />
              {c.symbol}
            </span>
          )
        }
        balance={balance !== undefined && c ? format.balance(balance, c.decimals) : undefined}
        onMax={
          max !== undefined && max > 0n && c
            ? () => onInput(formatUnits(max, c.decimals))
            : undefined
        }
        testId={`deposit-${side}-panel`}
        amountTestId={`deposit-${side}-amount`}
      />
    )
  }
  return (
    <div className="v2-add__deposits">
      {panel('CURRENCY_A', currencyA, derived.amounts.a, balances.a)}
      <span className="v2-add__plus" aria-hidden="true">
        +
      </span>
      {panel('CURRENCY_B', currencyB, derived.amounts.b, balances.b)}
    </div>
  )
}
