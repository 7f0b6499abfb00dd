import { useLingui } from '@lingui/react'
import { formatUnits } from 'viem'
import { useFormatAmount } from '../../../lib/format'
import type { ProposalAction } from '../common/decodeAction'
import { GOVERNANCE_STRINGS as S } from '../strings'

/** The actions decoded (issue 16: target, function, arguments), in execution order. */
export function ActionsList({
  actions,
  nativeSymbol,
}: {
  actions: readonly ProposalAction[]
  nativeSymbol: string
}) {
  const { _ } = useLingui()
  const f = useFormatAmount()
  return (
    <ol className="gov-actions" data-testid="proposal-actions">
      {actions.map((a, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: actions are a fixed, ordered list
        <li key={i} className="gov-action" data-testid="proposal-action">
          <div className="gov-action__call">
            <span className="gov-action__target" data-testid="action-target">
              {a.target}
            </span>
            <span className="gov-action__fn" data-testid="action-function">
              {a.signature ? `.${a.signature.slice(0, a.signature.indexOf('('))}(` : ''}
              {a.args?.map((arg, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: arguments are positional
                <span key={j} className="gov-action__arg" data-testid="action-arg">
                  {j > 0 ? ', ' : ''}
                  <span className="gov-action__type">{arg.type}</span> {arg.value}
                </span>
              ))}
              {a.signature ? ')' : ''}
            </span>
          </div>
          {a.value > 0n && (
            <p className="gov-action__value">
              {_({
                ...S.actionValue,
                values: { amount: f.decimal(formatUnits(a.value, 18)), symbol: nativeSymbol },
              })}
            </p>
          )}
          {(!a.signature || !a.args) && (
            <div className="gov-action__raw">
              {a.signature && <p>{_(S.undecodable)}</p>}
              <span className="gov-action__label">{_(S.rawCalldata)}</span>
              <code>{a.calldata}</code>
            </div>
          )}
        </li>
      ))}
    </ol>
  )
}
