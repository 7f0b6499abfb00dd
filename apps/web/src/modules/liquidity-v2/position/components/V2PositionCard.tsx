// A v2 position (spec 02 §2 v2 list; v2 add screen "A panel showing the user's existing
// position"): the pair with its logos, the account's pool tokens, the pooled amount of each token
// (exact: utils/positionAmounts.ts) and the share of the pool ('<0.01%', spec 02 §9). The full
// variant (the list) adds the exchange's label for a fork pair and the Add / Remove links.
import { useLingui } from '@lingui/react'
import { Link } from 'wouter'
import type { ChainInfo } from '../../../../chain/chains'
import { useFormatAmount } from '../../../../lib/format'
import { Badge, DoubleTokenLogo } from '../../../../ui'
import type { V2PairData } from '../../../liquidity'
import { useLogoUrls } from '../../../tokens'
import { POSITION_V2_STRINGS as S } from '../strings'
import { pairSide } from '../utils/pairCurrencies'
import { formatPoolShare } from '../utils/poolShare'
import { positionAmounts } from '../utils/positionAmounts'
import '../position.css'

export interface V2PositionCardProps {
  pair: V2PairData
  chain: ChainInfo
  /** 'full': with the Add / Remove links (the list); 'compact': the add screen's panel. */
  variant?: 'full' | 'compact'
  /** The card's heading level inside its page. */
  headingLevel?: 2 | 3
}

/** The 18-decimal liquidity token (spec 02 §3). */
const LP_DECIMALS = 18

export function V2PositionCard({
  pair,
  chain,
  variant = 'full',
  headingLevel = 3,
}: V2PositionCardProps) {
  const { _ } = useLingui()
  const format = useFormatAmount()
  const logoUrls = useLogoUrls(chain)
  const [side0, side1] = [pairSide(pair.token0, chain), pairSide(pair.token1, chain)]
  const { amount0, amount1, share } = positionAmounts(pair)
  const logo = (s: typeof side0) => ({
    symbol: s.symbol,
    seed: s.address,
    srcs: logoUrls(s.native ? 'ETH' : s.address),
  })
  const pairName = `${side0.symbol}/${side1.symbol}`
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const row = (label: string, value: string, testId: string, raw: bigint) => (
    <div className="v2-position__row">
      <dt>{label}</dt>
      <dd data-testid={testId} data-raw={raw.toString()}>
        {value}
      </dd>
    </div>
  )
  return (
    <article
      className={`v2-position v2-position--${variant}`}
      data-testid="v2-position"
      data-pair={pair.address}
      aria-label={pairName}
    >
      <div className="v2-position__head">
        <DoubleTokenLogo tokens={[logo(side0), logo(side1)]} size={24} />
        <Heading className="v2-position__pair">{pairName}</Heading>
        {pair.exchange.kind === 'fork' && (
          <Badge tone="neutral" testId="v2-position-exchange">
            {pair.exchange.label}
          </Badge>
        )}
      </div>
      <dl className="v2-position__rows">
        {row(
          _(S.yourPoolTokens),
          format.significant(pair.balance, LP_DECIMALS, 6),
          'v2-position-balance',
          pair.balance,
        )}
        {row(
          _({ ...S.pooled, values: { symbol: side0.symbol } }),
          format.significant(amount0, pair.token0.decimals, 6),
          'v2-position-amount0',
          amount0,
        )}
        {row(
          _({ ...S.pooled, values: { symbol: side1.symbol } }),
          format.significant(amount1, pair.token1.decimals, 6),
          'v2-position-amount1',
          amount1,
        )}
        <div className="v2-position__row">
          <dt>{_(S.yourShare)}</dt>
          <dd data-testid="v2-position-share">
            {formatPoolShare(share.numerator, share.denominator, format)}
          </dd>
        </div>
      </dl>
      {variant === 'full' && (
        <div className="v2-position__links">
          <Link
            to={`/add/v2/${side0.id}/${side1.id}`}
            className="v2-position__link v2-position__link--primary"
            aria-label={_({ ...S.addOf, values: { pair: pairName } })}
            data-testid="v2-position-add"
          >
            {_(S.add)}
          </Link>
          <Link
            to={`/remove/v2/${side0.id}/${side1.id}`}
            className="v2-position__link"
            aria-label={_({ ...S.removeOf, values: { pair: pairName } })}
            data-testid="v2-position-remove"
          >
            {_(S.remove)}
          </Link>
        </div>
      )}
    </article>
  )
}
