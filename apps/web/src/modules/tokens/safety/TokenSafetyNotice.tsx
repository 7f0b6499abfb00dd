// Issue 35: the token-safety check's verdict in words, pure. `quiet`: a listed token's check
// says something only when something is wrong; an imported token's says what was found either
// way. With `onAcknowledge`, a bad verdict takes an explicit "I understand" (the swap).
import { useLingui } from '@lingui/react'
import { useFormatAmount } from '../../../lib/format'
import { AlertTriangleIcon } from '../../../ui'
import { TOKEN_SAFETY_STRINGS as S } from './strings'
import type { TokenSafety } from './tokenSafety'
import './tokenSafety.css'

export interface TokenSafetyNoticeProps {
  symbol: string
  /** undefined while the check runs. */
  safety: TokenSafety | undefined
  /** The wrapped coin the test trades against ('WETH'). */
  wrappedSymbol: string
  quiet?: boolean
  acknowledged?: boolean
  onAcknowledge?: (acknowledged: boolean) => void
}

export const isRisky = (s: TokenSafety | undefined): boolean =>
  s !== undefined && (s.verdict === 'cannotSell' || s.verdict === 'fee' || s.verdict === 'limited')

export function TokenSafetyNotice(p: TokenSafetyNoticeProps) {
  const { _ } = useLingui()
  const format = useFormatAmount()
  const { safety, symbol } = p
  if (p.quiet && !isRisky(safety)) return null
  if (!safety)
    return (
      <p
        className="token-safety token-safety--muted"
        aria-live="polite"
        data-testid="token-safety"
        data-verdict="checking"
      >
        {_({ ...S.checking, values: { symbol } })}
      </p>
    )
  const text =
    safety.verdict === 'cannotSell'
      ? _({ ...S.cannotSell, values: { symbol } })
      : safety.verdict === 'fee'
        ? _({ ...S.fee, values: { symbol, fee: format.bpsPercent(safety.feeBps) } })
        : safety.verdict === 'limited'
          ? _({ ...S.limited, values: { symbol } })
          : safety.verdict === 'ok'
            ? _({ ...S.ok, values: { symbol } })
            : _({ ...S.unknown, values: { symbol, wrapped: p.wrappedSymbol } })
  const risky = isRisky(safety)
  return (
    <div
      className={risky ? 'token-safety token-safety--risky' : 'token-safety token-safety--muted'}
      role={risky ? 'alert' : undefined}
      data-testid="token-safety"
      data-verdict={safety.verdict}
      data-fee-bps={safety.verdict === 'fee' ? safety.feeBps : undefined}
    >
      <p className="token-safety__text">
        {risky && <AlertTriangleIcon size={16} />} {text}
      </p>
      {risky && p.onAcknowledge && (
        <label className="token-safety__ack">
          <input
            type="checkbox"
            checked={p.acknowledged === true}
            onChange={(e) => p.onAcknowledge?.(e.currentTarget.checked)}
            data-testid="token-safety-ack"
          />
          {_({ ...S.acknowledge, values: { symbol } })}
        </label>
      )}
    </div>
  )
}
