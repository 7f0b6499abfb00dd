import { useLingui } from '@lingui/react'
import { useFormatAmount } from '../../../lib/format'
import type { Tallies, VoteTotals } from '../common/tallies'
import { GOVERNANCE_STRINGS as S } from '../strings'

/** spec 02 §2/§3: For, Against and Abstain totals with their bars, and the quorum. */
export function VoteBars({
  votes,
  tallies,
  quorumVotes,
  decimals,
}: {
  votes: VoteTotals
  tallies: Tallies
  quorumVotes: bigint | undefined
  decimals: number
}) {
  const { _ } = useLingui()
  const f = useFormatAmount()
  const rows = [
    { key: 'for', label: S.for, amount: votes.forVotes, bps: tallies.forBps },
    { key: 'against', label: S.against, amount: votes.againstVotes, bps: tallies.againstBps },
    { key: 'abstain', label: S.abstain, amount: votes.abstainVotes, bps: tallies.abstainBps },
  ] as const
  return (
    <div className="gov-bars" data-testid="vote-bars">
      {rows.map((r) => (
        <div key={r.key} className={`gov-bar gov-bar--${r.key}`} data-testid={`votes-${r.key}`}>
          <div className="gov-bar__head">
            <span className="gov-bar__label">{_(r.label)}</span>
            <span className="gov-bar__amount" data-testid={`votes-${r.key}-amount`}>
              {_({
                ...S.votesShare,
                values: {
                  votes: f.tokenAmount(r.amount, decimals),
                  share: f.percent(r.bps / 10_000, 1),
                },
              })}
            </span>
          </div>
          <div className="gov-bar__track" aria-hidden="true">
            <span className="gov-bar__fill" style={{ inlineSize: `${r.bps / 100}%` }} />
          </div>
        </div>
      ))}
      {quorumVotes !== undefined && (
        <div className="gov-bar gov-bar--quorum" data-testid="quorum">
          <div className="gov-bar__head">
            <span className="gov-bar__label">{_(S.quorum)}</span>
            <span className="gov-bar__amount">
              {tallies.quorumReached
                ? _(S.quorumReached)
                : _({
                    ...S.quorumProgress,
                    values: {
                      votes: f.tokenAmount(votes.forVotes, decimals),
                      quorum: f.tokenAmount(quorumVotes, decimals),
                    },
                  })}
            </span>
          </div>
          <div className="gov-bar__track" aria-hidden="true">
            <span className="gov-bar__fill" style={{ inlineSize: `${tallies.quorumBps / 100}%` }} />
          </div>
        </div>
      )}
    </div>
  )
}
