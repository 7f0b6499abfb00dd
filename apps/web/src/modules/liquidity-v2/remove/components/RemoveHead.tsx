// The top of the v2 remove form (spec 02 §2 Remove v2 liquidity): the Simple/Detailed switch,
// the tip, the pair, and why a removal may pay less or cannot start (§5 Removal).
import { useLingui } from '@lingui/react'
import { DoubleTokenLogo, SegmentedControl, type TokenLogoProps } from '../../../../ui'
import { REMOVE_V2_STRINGS as S } from '../strings'
import type { RemoveV2Mode } from '../utils/removeButton'

export interface RemoveHeadProps {
  mode: RemoveV2Mode
  onModeChange: (mode: RemoveV2Mode) => void
  logos: readonly [TokenLogoProps, TokenLogoProps]
  /** The liquidity token's name, 'A/B'. */
  lpSymbol: string
  /** Sides that take a fee on transfer: each arrives net of it. */
  feeSymbols: readonly string[]
  /** A connected account that holds none of the pair's liquidity token. */
  noLiquidity: boolean
}

export function RemoveHead(p: RemoveHeadProps) {
  const { _ } = useLingui()
  return (
    <>
      <div className="v2-remove__head">
        <h1 id="v2-remove-title" className="v2-remove__title">
          {_(S.title)}
        </h1>
        <SegmentedControl
          label={_(S.mode)}
          size="small"
          value={p.mode}
          onChange={p.onModeChange}
          options={[
            { value: 'simple', label: _(S.simple), testId: 'v2-remove-simple' },
            { value: 'detailed', label: _(S.detailed), testId: 'v2-remove-detailed' },
          ]}
        />
      </div>
      <p className="v2-remove__tip">{_(S.tip)}</p>
      <div className="v2-remove__pair" data-testid="v2-remove-pair">
        <DoubleTokenLogo tokens={p.logos} />
        <span>{p.lpSymbol}</span>
      </div>
      {p.feeSymbols.map((symbol) => (
        <p key={symbol} className="v2-remove__message" data-testid="v2-remove-transfer-fee">
          {_({ ...S.transferFee, values: { symbol } })}
        </p>
      ))}
      {p.noLiquidity && (
        <p className="v2-remove__message" data-testid="v2-remove-no-liquidity">
          {_(S.noLiquidity)}
        </p>
      )}
    </>
  )
}
