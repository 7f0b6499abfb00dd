import { TokenLogo } from '../TokenLogo'
import './TokenAmountRows.css'

export interface TokenAmountRow {
  symbol: string
  /** Seeds the generated logo (shown when no logo URL loads): the token's address. */
  seed: string
  /** Logo URLs to try (tokens' useLogoUrls); none: the generated logo. */
  srcs?: readonly string[]
  /** Raw units, kept on the row (data-raw) so a test compares it with the chain to the wei. */
  raw: bigint
  /** As shown (the screen's significant digits). */
  text: string
  testId: string
}

/**
 * A token per row: logo, symbol and amount — what a position holds, its fees, what a removal
 * pays, the liquidity token burned (v2 and v3 alike). `boxed` sets the rows on a panel.
 */
export function TokenAmountRows({
  rows,
  boxed = false,
}: {
  rows: readonly TokenAmountRow[]
  boxed?: boolean
}) {
  return (
    <dl className={boxed ? 'token-amounts token-amounts--boxed' : 'token-amounts'}>
      {rows.map((row) => (
        <div className="token-amounts__row" key={row.testId}>
          <dt>
            <TokenLogo srcs={[...(row.srcs ?? [])]} symbol={row.symbol} seed={row.seed} size={20} />
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
