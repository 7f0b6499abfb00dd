// The simulated outcome of a write (issue 35 "Know before you sign"), pure: what leaves the
// wallet, what arrives, NFTs received or given up, approvals granted with their spender by name,
// and the rules' warnings (an unknown spender, an unlimited ERC-20 approval). Amounts are exact
// (every digit of the simulation), grouped in the user's locale.
import { useLingui } from '@lingui/react'
import { formatUnits } from 'viem'
import { type GrantedApproval, isUnlimited, type WriteEffects } from '../../../chain/writeEffects'
import { useFormatAmount } from '../../../lib/format'
import { SIMULATION_MESSAGES as S } from '../strings'
import './simulation.css'

export interface ShownToken {
  symbol: string
  decimals: number
}

export interface SimulationViewProps {
  /** undefined: the node cannot simulate (only eth_call's success is known). */
  effects: WriteEffects | undefined
  /** A token's symbol and decimals; undefined while unknown (its address is shown). */
  tokenOf: (token: string) => ShownToken | undefined
  /** A contract's name ('Permit2'); undefined for a contract the chain's table does not know. */
  contractOf: (address: string) => string | undefined
  chainLabel: string
  /** Permit2 on this chain: an unlimited ERC-20 approval to it is how Permit2 works, no caution. */
  permit2: string | undefined
}

const short = (a: string) => `${a.slice(0, 6)}…${a.slice(-4)}`

interface AmountRow {
  token: string
  raw: bigint
  text: string
}

function Amounts(p: { title: string; rows: AmountRow[]; tone: 'out' | 'in' }) {
  if (p.rows.length === 0) return null
  return (
    <div className="tx-sim__group">
      <h3 className="tx-sim__title">{p.title}</h3>
      <ul className="tx-sim__list">
        {p.rows.map((r) => (
          <li
            key={r.token}
            className={`tx-sim__row tx-sim__row--${p.tone}`}
            data-testid={`sim-${p.tone}`}
            data-token={r.token}
            data-raw={r.raw.toString()}
          >
            {r.text}
          </li>
        ))}
      </ul>
    </div>
  )
}

export function SimulationView(p: SimulationViewProps) {
  const { effects, tokenOf, contractOf } = p
  const { _ } = useLingui()
  const format = useFormatAmount()
  if (!effects)
    return (
      <p className="tx-sim tx-sim__note" data-testid="sim-unavailable">
        {_(S.unavailable)}
      </p>
    )
  const value = (token: string, raw: bigint) => {
    const t = tokenOf(token)
    return t ? format.decimal(formatUnits(raw, t.decimals)) : raw.toString()
  }
  const symbol = (a: string) => tokenOf(a)?.symbol ?? short(a)
  const amount = (token: string, raw: bigint) => `${value(token, raw)} ${symbol(token)}`
  const rows = (sign: 1n | -1n) =>
    effects.changes
      .filter((c) => c.delta * sign > 0n)
      .map((c) => ({ token: c.token, raw: c.delta * sign, text: amount(c.token, c.delta * sign) }))
  const name = (a: string) => contractOf(a) ?? short(a)
  const approvalText = (g: GrantedApproval) => {
    if (g.kind === 'operator')
      return _({
        ...S.approvalOperator,
        values: { spender: name(g.spender), collection: name(g.token) },
      })
    const spender = name(g.spender)
    const base = isUnlimited(g)
      ? _({ ...S.approvalAll, values: { spender, symbol: symbol(g.token) } })
      : _({
          ...S.approvalAmount,
          values: { spender, amount: value(g.token, g.amount ?? 0n), symbol: symbol(g.token) },
        })
    return g.expiration
      ? `${base} ${_({ ...S.approvalUntil, values: { date: format.date(g.expiration * 1000) } })}`
      : base
  }
  const empty =
    effects.changes.length === 0 && effects.nfts.length === 0 && effects.approvals.length === 0
  return (
    <section className="tx-sim" aria-label={_(S.heading)} data-testid="tx-simulation">
      <h2 className="tx-sim__heading">{_(S.heading)}</h2>
      {empty && <p className="tx-sim__note">{_(S.noChanges)}</p>}
      <Amounts title={_(S.leaves)} rows={rows(-1n)} tone="out" />
      <Amounts title={_(S.arrives)} rows={rows(1n)} tone="in" />
      {effects.nfts.length > 0 && (
        <ul className="tx-sim__list">
          {effects.nfts.map((n) => (
            <li key={`${n.collection}:${n.tokenId}`} className="tx-sim__row" data-testid="sim-nft">
              {_({
                ...(n.direction === 'in' ? S.nftIn : S.nftOut),
                values: { collection: name(n.collection), tokenId: n.tokenId.toString() },
              })}
            </li>
          ))}
        </ul>
      )}
      {effects.approvals.length > 0 && (
        <div className="tx-sim__group">
          <h3 className="tx-sim__title">{_(S.approvalsLabel)}</h3>
          <ul className="tx-sim__list">
            {effects.approvals.map((g) => (
              <li
                key={`${g.kind}:${g.token}:${g.spender}`}
                className="tx-sim__row"
                data-testid="sim-approval"
                data-kind={g.kind}
                data-token={g.token}
                data-spender={g.spender}
                data-raw={g.amount?.toString()}
              >
                {approvalText(g)}
                {contractOf(g.spender) === undefined && (
                  <span className="tx-sim__warn" role="alert" data-testid="sim-unknown-spender">
                    {_({
                      ...S.unknownSpender,
                      values: { spender: g.spender, chain: p.chainLabel },
                    })}
                  </span>
                )}
                {g.kind === 'erc20' &&
                  isUnlimited(g) &&
                  g.spender.toLowerCase() !== p.permit2?.toLowerCase() && (
                    <span className="tx-sim__caution" data-testid="sim-unlimited">
                      {_({
                        ...S.unlimited,
                        values: { spender: name(g.spender), symbol: symbol(g.token) },
                      })}{' '}
                      {_(S.exactHint)}
                    </span>
                  )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
