// One side of a v4 deposit (issue 32; spec 02 §2's deposit inputs): the amount, the currency
// with its logo, the balance and Max (the native coin keeps its gas reserve, tokens
// maxAmountSpend), and a locked side's note. The add screen and a position's increase show it.
import { useLingui } from '@lingui/react'
import { formatUnits } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import { useFormatAmount } from '../../../lib/format'
import { CurrencyAmountPanel, TokenLogo } from '../../../ui'
import { type Currency, isNative, maxAmountSpend } from '../../tokens'
import { V4_POSITION_STRINGS as V4 } from '../strings'
import './deposit.css'

export interface V4DepositPanelProps {
  chain: ChainInfo
  currency: Currency
  /** What the box shows: the typed text, or the other side's amount. */
  value: string
  balance: bigint | undefined
  /** The range takes none of this side. */
  locked: boolean
  onType: (typed: string) => void
  /** `${testId}` wraps the panel, `${testId}-amount` is the input. */
  testId: string
}

export function V4DepositPanel(p: V4DepositPanelProps) {
  const { _ } = useLingui()
  const fmt = useFormatAmount()
  const { currency: c, balance: b } = p
  return (
    <div data-testid={p.testId}>
      <CurrencyAmountPanel
        label={_({ ...V4.depositOf, values: { symbol: c.symbol } })}
        value={p.locked ? '' : p.value}
        onUserInput={p.onType}
        decimals={c.decimals}
        disabled={p.locked}
        tokenButton={
          <span className="v4-deposit__token">
            <TokenLogo
              seed={c.address}
              symbol={c.symbol}
              srcs={isNative(c) ? [p.chain.logoUrl] : []}
            />
            {c.symbol}
          </span>
        }
        balance={b === undefined ? undefined : fmt.balance(b, c.decimals)}
        onMax={
          b !== undefined && b > 0n && !p.locked
            ? () => p.onType(formatUnits(maxAmountSpend(b, isNative(c)) ?? 0n, c.decimals))
            : undefined
        }
        amountTestId={`${p.testId}-amount`}
      />
      {p.locked && <p className="v4-deposit__note">{_(V4.singleAsset)}</p>}
    </div>
  )
}
