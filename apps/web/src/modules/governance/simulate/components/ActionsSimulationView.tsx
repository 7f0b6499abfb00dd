// The simulation's report (pure: data in, one callback out): per action, would it succeed or
// revert (with the reason), and the net balance changes of known tokens it causes, holder by
// holder; how faithful the run was (SimulationMode) is said under the list.
import { useLingui } from '@lingui/react'
import { type Address, formatUnits, isAddressEqual } from 'viem'
import { shortenAddress, useFormatAmount } from '../../../../lib/format'
import { Badge, Button, Spinner } from '../../../../ui'
import { SIMULATE_STRINGS as S } from '../strings'
import type { ActionsSimulationResult, BalanceChange, ProposalAction } from '../types'

export interface KnownToken {
  symbol: string
  decimals: number
}

export interface ActionsSimulationViewProps {
  actions: readonly ProposalAction[]
  timelock: Address
  result: ActionsSimulationResult | undefined
  error: string | undefined
  loading: boolean
  /** A token of the user's lists (or the native coin); undefined for unknown tokens. */
  tokenOf: (token: BalanceChange['token']) => KnownToken | undefined
  onRetry: () => void
}

function ChangeRow(p: { change: BalanceChange; token: KnownToken; timelock: Address }) {
  const { _ } = useLingui()
  const format = useFormatAmount()
  const { change, token } = p
  const negative = change.delta < 0n
  const magnitude = negative ? -change.delta : change.delta
  const holder = isAddressEqual(change.holder, p.timelock)
    ? _(S.timelock)
    : shortenAddress(change.holder)
  return (
    <li className="gov-sim__change" data-testid="simulation-change">
      <span className="gov-sim__holder" title={change.holder}>
        {holder}
      </span>
      <span className={negative ? 'gov-sim__delta gov-sim__delta--out' : 'gov-sim__delta'}>
        {negative ? '−' : '+'}
        {format.decimal(formatUnits(magnitude, token.decimals))} {token.symbol}
      </span>
    </li>
  )
}

function ActionReport(p: {
  index: number
  action: ProposalAction
  outcome: ActionsSimulationResult['outcomes'][number]
  timelock: Address
  tokenOf: ActionsSimulationViewProps['tokenOf']
}) {
  const { _ } = useLingui()
  const { outcome, action } = p
  const target = p.tokenOf(action.target)
  const known =
    outcome.status === 'success' && outcome.changes
      ? outcome.changes.flatMap((c) => {
          const token = p.tokenOf(c.token)
          return token ? [{ c, token }] : []
        })
      : []
  const unknownCount =
    outcome.status === 'success' && outcome.changes
      ? new Set(outcome.changes.filter((c) => !p.tokenOf(c.token)).map((c) => c.token)).size
      : 0
  return (
    <li className="gov-sim__action" data-testid="simulation-action" data-status={outcome.status}>
      <div className="gov-sim__action-head">
        <span className="gov-sim__action-title">
          {_({ ...S.action, values: { n: p.index + 1 } })}
          <span className="gov-sim__call">
            {action.signature || action.calldata.slice(0, 10)} →{' '}
            {target ? target.symbol : shortenAddress(action.target)}
          </span>
        </span>
        <Badge tone={outcome.status === 'success' ? 'success' : 'error'} dot>
          {_(outcome.status === 'success' ? S.succeeds : S.reverts)}
        </Badge>
      </div>
      {outcome.status === 'reverted' ? (
        <p className="gov-sim__reason" data-testid="simulation-reason">
          {_({ ...S.revertReason, values: { reason: outcome.reason } })}
        </p>
      ) : outcome.changes === undefined ? (
        <p className="gov-sim__muted">{_(S.changesUnknown)}</p>
      ) : (
        <>
          {known.length === 0 ? (
            <p className="gov-sim__muted">{_(S.noChanges)}</p>
          ) : (
            <ul className="gov-sim__changes" aria-label={_(S.changesLabel)}>
              {known.map(({ c, token }) => (
                <ChangeRow
                  key={`${c.holder}:${c.token}`}
                  change={c}
                  token={token}
                  timelock={p.timelock}
                />
              ))}
            </ul>
          )}
          {unknownCount > 0 && (
            <p className="gov-sim__muted">
              {_({ ...S.otherTokens, values: { count: unknownCount } })}
            </p>
          )}
        </>
      )}
    </li>
  )
}

export function ActionsSimulationView(p: ActionsSimulationViewProps) {
  const { _ } = useLingui()
  const { result } = p
  const reverts = result?.outcomes.some((o) => o.status === 'reverted') ?? false
  return (
    <section className="gov-sim" aria-labelledby="gov-sim-heading" data-testid="actions-simulation">
      <div className="gov-sim__head">
        <h2 id="gov-sim-heading" className="gov-sim__heading">
          {_(S.heading)}
        </h2>
        <Button variant="secondary" size="small" onClick={p.onRetry} disabled={p.loading}>
          {_(S.again)}
        </Button>
      </div>
      {p.loading && !result ? (
        <p className="gov-sim__muted" aria-busy="true">
          <Spinner label={_(S.running)} size={16} />
          <span aria-hidden="true">{_(S.running)}</span>
        </p>
      ) : p.error && !result ? (
        <p className="gov-sim__reason" role="alert">
          {_({ ...S.failed, values: { reason: p.error } })}
        </p>
      ) : result ? (
        <>
          <p
            className={reverts ? 'gov-sim__summary gov-sim__summary--flag' : 'gov-sim__summary'}
            data-testid="simulation-summary"
            data-reverts={reverts}
            role={reverts ? 'alert' : undefined}
          >
            {_(reverts ? S.flagged : S.allSucceed)}
          </p>
          <p className="gov-sim__muted">
            {_({ ...S.intro, values: { block: result.blockNumber.toString() } })}
          </p>
          <ol className="gov-sim__actions">
            {result.outcomes.map((outcome, i) => {
              const action = p.actions[i]
              return action ? (
                <ActionReport
                  // biome-ignore lint/suspicious/noArrayIndexKey: actions are positional (their order is the execution order)
                  key={i}
                  index={i}
                  action={action}
                  outcome={outcome}
                  timelock={p.timelock}
                  tokenOf={p.tokenOf}
                />
              ) : null
            })}
          </ol>
          {(result.mode === 'call' || (result.mode === 'trace' && result.outcomes.length > 1)) && (
            <p className="gov-sim__muted" data-testid="simulation-mode">
              {_(result.mode === 'trace' ? S.modeTrace : S.modeCall)}
            </p>
          )}
        </>
      ) : null}
    </section>
  )
}
