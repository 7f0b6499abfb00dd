import type { ReactNode } from 'react'
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
}

/** spec 01 §2 "Import token dialog": the warning, a card per token, Import. */
export function ImportTokenView({
  tokens,
  blocked,
  explorerUrl,
  logo,
  onBack,
  onImport,
}: ImportTokenViewProps) {
  return (
    <div className="token-import">
      <BackHeader
        onBack={onBack}
        title={blocked ? PICKER_STRINGS.notSupportedTitle : PICKER_STRINGS.importToken}
      />
      <p className={`token-import__warning${blocked ? ' token-import__warning--blocked' : ''}`}>
        {blocked ? PICKER_STRINGS.notSupported : PICKER_STRINGS.importWarning}
      </p>
      {tokens.map((t) => (
        <div key={t.address} className="token-import__card" data-testid="import-token-card">
          {logo(t)}
          <div className="token-import__details">
            <strong>{shortenSymbol(t.symbol)}</strong>
            <span>{t.name}</span>
            <ExternalLink href={explorerUrl(t.address)}>{t.address}</ExternalLink>
            <span className="token-import__source">
              {t.listName ?? PICKER_STRINGS.unknownSource}
            </span>
          </div>
        </div>
      ))}
      <button type="button" className="token-import__button" disabled={blocked} onClick={onImport}>
        {PICKER_STRINGS.import}
      </button>
    </div>
  )
}
