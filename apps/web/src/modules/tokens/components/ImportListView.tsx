import { useState } from 'react'
import { PICKER_STRINGS } from '../strings'
import { BackHeader } from './BackHeader'

export interface ImportListViewProps {
  name: string
  url: string
  tokenCount: number
  error?: string | undefined
  onBack: () => void
  onImport: () => void
}

/** spec 01 §2 "Import list dialog": card, 'Import at your own risk', 'I understand', error line. */
export function ImportListView({
  name,
  url,
  tokenCount,
  error,
  onBack,
  onImport,
}: ImportListViewProps) {
  const [understood, setUnderstood] = useState(false)
  return (
    <div className="token-import">
      <BackHeader onBack={onBack} title={PICKER_STRINGS.importList} />
      <div className="token-import__card">
        <div className="token-import__details">
          <strong>{name}</strong>
          <span>{PICKER_STRINGS.tokensCount.replace('{count}', String(tokenCount))}</span>
          <span className="token-import__source">{url}</span>
        </div>
      </div>
      <div className="token-import__warning token-import__warning--blocked">
        <strong>{PICKER_STRINGS.importAtOwnRisk}</strong>
        <p>{PICKER_STRINGS.importListWarning}</p>
        <label>
          <input
            type="checkbox"
            checked={understood}
            onChange={(e) => setUnderstood(e.target.checked)}
          />{' '}
          {PICKER_STRINGS.iUnderstand}
        </label>
      </div>
      <button
        type="button"
        className="token-import__button"
        disabled={!understood}
        onClick={onImport}
      >
        {PICKER_STRINGS.import}
      </button>
      {error && <p className="manage__error">{error}</p>}
    </div>
  )
}
