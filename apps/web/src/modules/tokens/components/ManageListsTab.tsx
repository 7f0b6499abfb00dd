import { useState } from 'react'
import { PICKER_STRINGS } from '../strings'
import { PickerInput } from './PickerInput'

export interface ListRow {
  url: string
  name: string
  logo?: string | undefined
  version?: string | undefined
  tokenCount: number
  active: boolean
  hasUpdate: boolean
  error?: string | null | undefined
}

export interface FoundList {
  name: string
  tokenCount: number
  loaded: boolean
}

export interface ManageListsTabProps {
  input: string
  onInputChange: (value: string) => void
  /** 'Enter valid list location', 'Error importing list' or a validation message. */
  inputError?: string | undefined
  found?: FoundList | undefined
  onImportFound: () => void
  lists: readonly ListRow[]
  onToggle: (url: string, on: boolean) => void
  onUpdate: (url: string) => void
  onRemove: (url: string) => void
  canRemove: boolean
}

const count = (n: number) => PICKER_STRINGS.tokensCount.replace('{count}', String(n))

/** spec 01 §2 Lists tab: add by URL/ENS with a preview card; each list with a toggle and info. */
export function ManageListsTab(props: ManageListsTabProps) {
  const [info, setInfo] = useState<string>()
  return (
    <div className="manage-lists">
      <PickerInput
        placeholder={PICKER_STRINGS.listInput}
        value={props.input}
        onChange={props.onInputChange}
      />
      {props.inputError && <p className="manage__error">{props.inputError}</p>}
      {props.found && (
        <div className="manage__found" data-testid="found-list">
          <span className="manage__grow">
            <strong>{props.found.name}</strong> <span>{count(props.found.tokenCount)}</span>
          </span>
          {props.found.loaded ? (
            <span>{PICKER_STRINGS.loaded}</span>
          ) : (
            <button type="button" className="token-row__import" onClick={props.onImportFound}>
              {PICKER_STRINGS.import}
            </button>
          )}
        </div>
      )}
      <ul className="manage__lists">
        {props.lists.map((l) => (
          <li
            key={l.url}
            className={`manage__list${l.active ? ' manage__list--active' : ''}`}
            data-testid="list-row"
          >
            <div className="manage__list-main">
              <span className="manage__grow">
                <strong>{l.name}</strong>
                <span className="token-row__name">{count(l.tokenCount)}</span>
              </span>
              <button
                type="button"
                className="manage__info"
                aria-label={`${l.name} info`}
                aria-expanded={info === l.url}
                onClick={() => setInfo(info === l.url ? undefined : l.url)}
              >
                ⚙
              </button>
              <button
                type="button"
                role="switch"
                aria-checked={l.active}
                aria-label={l.name}
                className="manage__toggle"
                onClick={() => props.onToggle(l.url, !l.active)}
              >
                {l.active ? PICKER_STRINGS.on : PICKER_STRINGS.off}
              </button>
            </div>
            {info === l.url && (
              <div className="manage__popup">
                {l.version && <span>{l.version}</span>}
                <a href={l.url} target="_blank" rel="noopener noreferrer">
                  {PICKER_STRINGS.viewList}
                </a>
                <button
                  type="button"
                  disabled={!props.canRemove}
                  onClick={() => props.onRemove(l.url)}
                >
                  {PICKER_STRINGS.removeList}
                </button>
                {l.hasUpdate && (
                  <button type="button" onClick={() => props.onUpdate(l.url)}>
                    {PICKER_STRINGS.updateList}
                  </button>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
