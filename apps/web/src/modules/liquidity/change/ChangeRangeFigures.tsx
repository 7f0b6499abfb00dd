// Issue 32: what the change of range does, exactly: the liquidity removed with what it pays, the
// fees collected with it, the new position (its liquidity and what it takes), and what comes back
// to the wallet, each to the wei on the rows (data-raw); then what the simulation of the very
// transaction said. The refunds are shown only once the simulation agrees with them. The v3 → v4
// migration (liquidity-v4/migrate) shows the same figures.
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import type { Token } from '@uniswap/sdk-core'
import { useFormatAmount } from '../../../lib/format'
import { type TokenAmountRow, TokenAmountRows } from '../../../ui'
import type { TokenAmounts } from '../v4/v4Amounts'
import type { ChangeRangePreview } from './changeRange'
import type { ChangeRangeSimulation } from './simulateChangeRange'
import { CHANGE_RANGE_MESSAGES as S } from './strings'
import './changeRange.css'

/** spec 02 §9 "6 for amounts". */
const DIGITS = 6

export interface ChangeRangeFiguresProps {
  tokens: readonly [Token, Token]
  /** The sides' symbols as the page names them (the native coin's, not the SDK token's). */
  symbols: readonly [string, string]
  /** What the figures show (the migration's preview has no buffer of its own). */
  preview: Pick<ChangeRangePreview, 'removed' | 'fees' | 'minted' | 'refunds'>
  simulation: ChangeRangeSimulation | undefined
  simulating: boolean
}

export function ChangeRangeFigures(p: ChangeRangeFiguresProps) {
  const { _ } = useLingui()
  const fmt = useFormatAmount()
  const rows = (amounts: TokenAmounts, testId: string): TokenAmountRow[] =>
    ([0, 1] as const).map((side) => {
      const token = p.tokens[side]
      const raw = side === 0 ? amounts.amount0 : amounts.amount1
      return {
        symbol: p.symbols[side],
        seed: token.address,
        raw,
        text: fmt.tokenAmount(raw, token.decimals, DIGITS),
        testId: `${testId}${side}`,
      }
    })
  const { preview, simulation } = p
  const section = (title: MessageDescriptor, amounts: TokenAmounts, testId: string) => (
    <div className="change-range__figure" data-testid={testId}>
      <h3 className="change-range__h3">{_(title)}</h3>
      <TokenAmountRows rows={rows(amounts, testId)} />
    </div>
  )
  const traced = simulation?.status === 'traced' ? simulation : undefined
  return (
    <>
      {section(S.removed, preview.removed, 'change-range-removed')}
      {section(S.feesCollected, preview.fees, 'change-range-fees')}
      <div className="change-range__figure" data-testid="change-range-new">
        <h3 className="change-range__h3">{_(S.newPosition)}</h3>
        <TokenAmountRows rows={rows(preview.minted, 'change-range-new')} />
        <p
          className="position-dialog__note"
          data-testid="change-range-liquidity"
          data-raw={preview.minted.liquidity.toString()}
        >
          {_({ ...S.liquidityUnits, values: { liquidity: preview.minted.liquidity.toString() } })}
        </p>
      </div>
      {traced?.exact && section(S.refunds, traced.refunds, 'change-range-refunds')}
      {simulation?.status === 'succeeds' &&
        section(S.refunds, preview.refunds, 'change-range-refunds')}
      <p className="position-dialog__note" role="status" data-testid="change-range-simulation">
        {p.simulating
          ? _(S.simulating)
          : traced
            ? _(traced.exact ? S.simulated : S.simulationDiffers)
            : simulation?.status === 'succeeds'
              ? _(S.simulatedSucceeds)
              : simulation?.status === 'reverted'
                ? _({ ...S.wouldFail, values: { reason: simulation.reason } })
                : ''}
      </p>
    </>
  )
}
