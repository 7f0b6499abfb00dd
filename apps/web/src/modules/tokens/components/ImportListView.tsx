import { useLingui } from '@lingui/react'
import { useEffect, useRef, useState } from 'react'
import { PICKER_STRINGS } from '../strings'
import { BackHeader } from './BackHeader'
import { ListLogo } from './ListLogo'

export interface ImportListViewProps {
  name: string
  url: string
  logoURI?: string | undefined
  tokenCount: number
  error?: string | undefined
  /** The import's fetch is under way: Import waits. */
  busy?: boolean
  onBack: () => void
  onImport: () => void
}

/**
 * spec 01 §2 "Import list dialog": card, 'Import at your own risk', 'I understand', error line.
 * The dialog's title ('Import List') is the modal's header. Focus starts on the checkbox: the
 * one thing to do before Import.
 */
export function ImportListView({
  name,
  url,
  logoURI,
  tokenCount,
  error,
  busy = false,
  onBack,
  onImport,
}: ImportListViewProps) {
  const { _ } = useLingui()
  const [understood, setUnderstood] = useState(false)
  const checkbox = useRef<HTMLInputElement>(null)
  useEffect(() => checkbox.current?.focus(), [])
  return (
    <div className="token-import">
      <BackHeader onBack={onBack} />
      <div className="token-import__card">
        <ListLogo name={name} logoURI={logoURI} size={40} />
        <div className="token-import__details">
          <strong translate="no">{name}</strong>
          <span>{_({ ...PICKER_STRINGS.tokensCount, values: { count: tokenCount } })}</span>
          <span className="token-import__source">{url}</span>
        </div>
      </div>
      <div className="token-import__warning token-import__warning--blocked">
        <strong>{_(PICKER_STRINGS.importAtOwnRisk)}</strong>
        <p>{_(PICKER_STRINGS.importListWarning)}</p>
        <label>
          <input
            ref={checkbox}
            type="checkbox"
            checked={understood}
            onChange={(e) => setUnderstood(e.target.checked)}
          />{' '}
          {_(PICKER_STRINGS.iUnderstand)}
        </label>
      </div>
      <button
        type="button"
        className="token-import__button"
        disabled={!understood || busy}
        onClick={onImport}
      >
        {_(PICKER_STRINGS.import)}
      </button>
      {error && <p className="manage__error">{error}</p>}
    </div>
  )
}
