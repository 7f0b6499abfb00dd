import { useLingui } from '@lingui/react'
import { ExternalLinkIcon } from '../../../../ui'
import { POSITIONS_STRINGS as S } from '../strings'

/** spec 02 §2 "Two help cards link to external pages". */
export const HELP_LINKS = {
  learn: 'https://docs.uniswap.org/concepts/protocol/concentrated-liquidity',
  topPools: 'https://info.uniswap.org/#/pools',
} as const

export function HelpCards() {
  const { _ } = useLingui()
  const cards = [
    { href: HELP_LINKS.learn, title: S.helpLearnTitle, text: S.helpLearnText },
    { href: HELP_LINKS.topPools, title: S.helpTopPoolsTitle, text: S.helpTopPoolsText },
  ]
  return (
    <div className="positions-help">
      {cards.map((c) => (
        <a
          key={c.href}
          href={c.href}
          target="_blank"
          rel="noopener noreferrer"
          className="positions-help__card"
          data-testid="positions-help-card"
        >
          <span className="positions-help__title">
            {_(c.title)} <ExternalLinkIcon size={14} />
          </span>
          <span className="positions-help__text">{_(c.text)}</span>
          <span className="visually-hidden">{_(S.opensNewTab)}</span>
        </a>
      ))}
    </div>
  )
}
