import { useLingui } from '@lingui/react'
import { formatUnits } from 'viem'
import { useFormatAmount } from '../../../lib/format'
import type { ProposalAction } from '../common/decodeAction'
import { GOVERNANCE_STRINGS as S } from '../strings'

export interface KnownToken {
  address: string
  symbol: string
  decimals: number
}

/** ERC-20 calls whose uint256 is an amount of the target token. */
const AMOUNT_CALLS = new Set([
  'transfer(address,uint256)',
  'approve(address,uint256)',
  'transferFrom(address,address,uint256)',
])

const tokenOf = (a: ProposalAction, tokens: readonly KnownToken[]): KnownToken | undefined =>
  AMOUNT_CALLS.has(a.signature.replace(/\s/g, ''))
    ? tokens.find((t) => t.address.toLowerCase() === a.target.toLowerCase())
    : undefined

/** The actions decoded (issue 16: target, function, arguments), in execution order. */
export function ActionsList({
  actions,
  nativeSymbol,
  tokens = [],
}: {
  actions: readonly ProposalAction[]
  nativeSymbol: string
  /** Tokens whose amounts read better formatted (UNI): a uint256 of a call on one shows it too. */
  tokens?: readonly KnownToken[]
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
                  {arg.type === 'uint256' && tokenOf(a, tokens) && (
                    <span className="gov-action__hint" data-testid="action-amount">
                      {` (${f.tokenAmount(BigInt(arg.value), tokenOf(a, tokens)?.decimals ?? 18)} ${tokenOf(a, tokens)?.symbol})`}
                    </span>
                  )}
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
