import { TokenLogo } from '../../../../ui'

export interface AmountRow {
  symbol: string
  /** Seeds the generated logo (shown when no logo URL loads). */
  seed: string
  /** Logo URLs to try (tokens' useLogoUrls); none for the liquidity token. */
  srcs: readonly string[]
  /** Raw units, kept on the row (data-raw) so a test compares it with the chain to the wei. */
  raw: bigint
  text: string
  testId: string
}

/** A token per row: logo, symbol and amount (what a removal pays, the LP burned). */
export function AmountRows({ rows }: { rows: readonly AmountRow[] }) {
  return (
    <dl className="v2-remove__rows">
      {rows.map((row) => (
        <div className="v2-remove__row" key={row.testId}>
          <dt>
            <TokenLogo srcs={[...row.srcs]} symbol={row.symbol} seed={row.seed} size={20} />
            <span>{row.symbol}</span>
          </dt>
          <dd data-testid={row.testId} data-raw={row.raw.toString()}>
            {row.text}
          </dd>
        </div>
      ))}
    </dl>
  )
}
