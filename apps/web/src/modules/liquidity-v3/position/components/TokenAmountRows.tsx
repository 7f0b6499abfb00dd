import { TokenLogo } from '../../../../ui'

export interface TokenAmountRow {
  symbol: string
  address: string
  /** Raw units; kept on the row (data-raw) so a test can compare it with the chain to the wei. */
  raw: bigint
  /** As shown (significant digits of the screen). */
  text: string
  testId: string
}

/** A token per row: logo, symbol and amount (the liquidity, fee and removal lists). */
export function TokenAmountRows({ rows }: { rows: readonly TokenAmountRow[] }) {
  return (
    <dl className="position-amounts">
      {rows.map((row) => (
        <div className="position-amounts__row" key={row.testId}>
          <dt>
            <TokenLogo srcs={[]} symbol={row.symbol} seed={row.address} size={20} />
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
