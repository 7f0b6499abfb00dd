import { useLingui } from '@lingui/react'
import { type ReactNode, useEffect, useRef } from 'react'
import { ExternalLink } from '../../../ui'
import { PICKER_STRINGS } from '../strings'
import type { ListedToken } from '../types'
import { shortenSymbol } from '../utils/tokenMetadata'
import { BackHeader } from './BackHeader'

export interface ImportTokenViewProps {
  tokens: readonly ListedToken[]
  /** On the blocked set: 'Token not supported' and a disabled Import. */
  blocked: boolean
  explorerUrl: (address: string) => string
  logo: (token: ListedToken) => ReactNode
  onBack: () => void
  onImport: () => void
  /** Issue 35: under each card, what a test buy and sale of the token found. */
  notice?: (token: ListedToken) => ReactNode
}

/**
 * spec 01 §2 "Import token dialog": the warning, a card per token, Import. The dialog's title
 * ('Import token', or 'Token not supported' when blocked) is the modal's header; focus starts on
 * Import, or on the back arrow when Import is disabled.
 */
export function ImportTokenView({
  tokens,
  blocked,
  explorerUrl,
  logo,
  onBack,
  onImport,
  notice,
}: ImportTokenViewProps) {
  const { _ } = useLingui()
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = root.current
    const target = blocked
      ? el?.querySelector('.token-import__back')
      : el?.querySelector('.token-import__button')
    if (target instanceof HTMLElement) target.focus()
  }, [blocked])
  return (
    <div className="token-import" ref={root}>
      <BackHeader onBack={onBack} />
      <p className={`token-import__warning${blocked ? ' token-import__warning--blocked' : ''}`}>
        {_(blocked ? PICKER_STRINGS.notSupported : PICKER_STRINGS.importWarning)}
      </p>
      {tokens.map((t) => (
        <div key={t.address} className="token-import__card" data-testid="import-token-card">
          {logo(t)}
          <div className="token-import__details">
            <strong translate="no">{shortenSymbol(t.symbol)}</strong>
            <span translate="no">{t.name}</span>
            <ExternalLink href={explorerUrl(t.address)}>{t.address}</ExternalLink>
            <span className="token-import__source">
              {t.listName ?? _(PICKER_STRINGS.unknownSource)}
            </span>
          </div>
        </div>
      ))}
      {notice && tokens.map((t) => <div key={`safety:${t.address}`}>{notice(t)}</div>)}
      <button type="button" className="token-import__button" disabled={blocked} onClick={onImport}>
        {_(PICKER_STRINGS.import)}
      </button>
    </div>
  )
}
