// The From and To panels with the switch arrow (spec 01 §2 Swap screen): what each side shows
// (label, amount typed or computed, balance, Max, fiat value, price impact) from the flow.
import { useLingui } from '@lingui/react'
import { useFormatAmount } from '../../../lib/format'
import type { SwapCurrency } from '../../quote'
import { CurrencySelect, isNative, maxAmountSpend } from '../../tokens'
import { CurrencyInputPanel } from '../components/CurrencyInputPanel'
import { SwitchArrow } from '../components/SwitchArrow'
import type { SwapFlow } from '../hooks/useSwapFlow'
import { SWAP_STRINGS as S } from '../strings'
import { amountToInput } from '../utils/amountInput'
import { formatSummaryAmount as fmt, valueChangeView } from '../utils/display'
import { showMaxButton } from '../utils/trade'

export function SwapPanels({ flow }: { flow: SwapFlow }) {
  const { _ } = useLingui()
  const format = useFormatAmount()
  // Balances in the active language's grouping (issue 11 §4); the amount fields stay as typed.
  const balanceText = (raw: bigint | undefined, c: SwapCurrency | undefined) =>
    raw !== undefined && c ? format.balance(raw, c.decimals) : undefined
  const { form, derived: d, trade, wrapping } = flow
  const exactIn = form.independentField === 'INPUT'
  const refreshing = d.tradeState === 'SYNCING' || d.tradeState === 'LOADING'
  // spec 01 §5: an unsupported pair disables the screen: the amounts are kept but locked, no
  // quote is shown; the token buttons stay, to pick another token.
  const disabled = flow.unsupported.length > 0
  const shown = (field: 'INPUT' | 'OUTPUT') => {
    if (form.independentField === field || wrapping) return form.typedValue
    if (disabled) return ''
    return field === 'INPUT' ? fmt(d.amounts.input, d.input) : fmt(d.amounts.output, d.output)
  }
  const maxSpend = maxAmountSpend(d.balances.input, d.input ? isNative(d.input) : false)
  // spec 01 §2 names the computed side's label 'To (at least)' (exact input) or 'From (at most)'
  // (exact output), but that side's field shows the *expected* amount, which the swap does not
  // promise: "To (at least) 4499.34 USDC" read as a guarantee while the router only enforces
  // 4476.85 (issue 34 #1). We keep the spec's words and put in the label the figure they are
  // true of, the slippage-bound amount the call enforces (the details panel's minimum / maximum);
  // the field keeps the estimate, as the details panel's 'Expected output' does.
  const bound = (
    message: typeof S.toAtLeast,
    raw: bigint | undefined,
    c: SwapCurrency | undefined,
  ): string | undefined =>
    raw === undefined || !c
      ? undefined
      : _({ ...message, values: { amount: fmt(raw, c, format), symbol: c.symbol } })
  const inputLabel = (!exactIn && trade && bound(S.fromAtMost, d.maximumIn, d.input)) || _(S.from)
  const outputLabel = (exactIn && trade && bound(S.toAtLeast, d.minimumOut, d.output)) || _(S.to)
  const onMax =
    d.input && maxSpend !== undefined && showMaxButton(maxSpend, d.amounts.input)
      ? () => form.typeInput('INPUT', amountToInput(maxSpend, d.input?.decimals ?? 18))
      : undefined

  return (
    <>
      <CurrencyInputPanel
        side="input"
        label={inputLabel}
        value={shown('INPUT')}
        onUserInput={(v) => form.typeInput('INPUT', v)}
        decimals={d.input?.decimals}
        currency={
          <CurrencySelect
            label={_(S.from)}
            value={d.input}
            onChange={(c) => form.selectCurrency('INPUT', c)}
          />
        }
        balance={balanceText(d.balances.input, d.input)}
        onMax={disabled ? undefined : onMax}
        fiatValue={d.usd.input !== null ? format.fiat(d.usd.input) : undefined}
        loading={!exactIn && refreshing && !disabled}
        disabled={disabled}
        growingLabel={!exactIn}
      />
      <SwitchArrow onClick={form.switchCurrencies} />
      <CurrencyInputPanel
        side="output"
        label={outputLabel}
        value={shown('OUTPUT')}
        onUserInput={(v) => form.typeInput('OUTPUT', v)}
        decimals={d.output?.decimals}
        currency={
          <CurrencySelect
            label={_(S.to)}
            value={d.output}
            onChange={(c) => form.selectCurrency('OUTPUT', c)}
          />
        }
        balance={balanceText(d.balances.output, d.output)}
        fiatValue={d.usd.output !== null ? format.fiat(d.usd.output) : undefined}
        priceImpact={trade && !disabled ? valueChangeView(trade, format) : undefined}
        loading={exactIn && refreshing && !disabled}
        disabled={disabled}
        growingLabel={exactIn}
      />
    </>
  )
}
