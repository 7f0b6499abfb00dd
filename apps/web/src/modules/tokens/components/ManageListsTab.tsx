import { useLingui } from '@lingui/react'
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { ExternalLink, Toggle, TypedConfirm } from '../../../ui'
import { PICKER_STRINGS } from '../strings'
import { ListLogo } from './ListLogo'
import { PickerInput } from './PickerInput'

export interface ListRow {
  url: string
  /** The list's name; the URL for a list that never loaded. */
  name: string
  logoURI?: string | undefined
  version?: string | undefined
  /** Tokens on this chain; undefined while the list has never loaded. */
  tokenCount?: number | undefined
  active: boolean
  hasUpdate: boolean
  /** A fetch is under way. */
  loading?: boolean | undefined
  /** The last fetch's error (shown for a list that never loaded). */
  error?: string | null | undefined
  /** 'View list' target; none for ENS names (utils/listLinks.ts). */
  viewUrl?: string | undefined
}

/** A list that never loaded and is not loading: shown failed and off, with Retry (issue 12 #8). */
export const listFailed = (l: ListRow) => l.tokenCount === undefined && !l.loading && !!l.error

export interface FoundList {
  name: string
  logoURI?: string | undefined
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
  /** Called once the user typed REMOVE (spec 01 §5). */
  onRemove: (url: string) => void
  /** Fetches a list that failed again. */
  onRetry: (url: string) => void
  canRemove: boolean
}

/**
 * spec 01 §2 Lists tab: the location input with a preview card (Import, or 'Loaded'), then every
 * known list with logo, name, token count on this chain, an info popup (version, View list,
 * Remove list, Update list when one is pending) and an ON/OFF switch. Remove list asks for the
 * typed word REMOVE in the popup (spec 01 §5); `onRemove` is called only after it. A list that
 * never loaded is listed by its URL with its error, so it can still be removed.
 */
export function ManageListsTab(props: ManageListsTabProps) {
  const { _ } = useLingui()
  const [info, setInfo] = useState<string>()
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => input.current?.focus(), [])
  const count = (n: number) => _({ ...PICKER_STRINGS.tokensCount, values: { count: n } })
  const stateText = { on: _(PICKER_STRINGS.on), off: _(PICKER_STRINGS.off) }
  return (
    <div className="manage-lists">
      <PickerInput
        ref={input}
        placeholder={_(PICKER_STRINGS.listInput)}
        value={props.input}
        onChange={props.onInputChange}
      />
      {props.inputError && <p className="manage__error">{props.inputError}</p>}
      {props.found && (
        <div className="manage__found" data-testid="found-list">
          <ListLogo name={props.found.name} logoURI={props.found.logoURI} />
          <span className="manage__grow">
            <strong translate="no">{props.found.name}</strong>{' '}
            <span>{count(props.found.tokenCount)}</span>
          </span>
          {props.found.loaded ? (
            <span>{_(PICKER_STRINGS.loaded)}</span>
          ) : (
            <button type="button" className="token-row__import" onClick={props.onImportFound}>
              {_(PICKER_STRINGS.import)}
            </button>
          )}
        </div>
      )}
      <ul className="manage__lists">
        {props.lists.map((l) => {
          const failed = listFailed(l)
          const on = l.active && !failed
          return (
            <li
              key={l.url}
              className={`manage__list${on ? ' manage__list--active' : ''}${failed ? ' manage__list--failed' : ''}`}
              data-testid="list-row"
              data-failed={failed || undefined}
            >
              <div className="manage__list-main">
                <ListLogo name={l.name} logoURI={l.logoURI} />
                <span className="manage__grow">
                  <strong className="manage__list-name" translate="no">
                    {l.name}
                  </strong>
                  {l.tokenCount !== undefined ? (
                    <span className="token-row__name">{count(l.tokenCount)}</span>
                  ) : l.loading ? (
                    <span className="token-row__name">{_(PICKER_STRINGS.loading)}</span>
                  ) : null}
                </span>
                <button
                  type="button"
                  className="manage__info"
                  aria-label={_({ ...PICKER_STRINGS.listInfo, values: { name: l.name } })}
                  aria-haspopup="true"
                  aria-expanded={info === l.url}
                  onClick={() => setInfo(info === l.url ? undefined : l.url)}
                >
                  ⚙
                </button>
                <Toggle
                  label={l.name}
                  checked={on}
                  // Switching a failed list on asks for it again (it has no tokens to show yet).
                  onChange={(next) => {
                    props.onToggle(l.url, next)
                    if (next && failed) props.onRetry(l.url)
                  }}
                  stateText={stateText}
                />
              </div>
              {failed && (
                // Under the row, across its width: the plain message, the fetch's error, Retry.
                <div className="manage__list-failed">
                  <span className="manage__grow">
                    <span className="manage__error">{_(PICKER_STRINGS.listFailed)}</span>
                    <span className="manage__error-detail">{l.error}</span>
                  </span>
                  <button
                    type="button"
                    className="manage__retry"
                    aria-label={_({ ...PICKER_STRINGS.retryList, values: { name: l.name } })}
                    onClick={() => props.onRetry(l.url)}
                  >
                    {_(PICKER_STRINGS.retry)}
                  </button>
                </div>
              )}
              {info === l.url && (
                <ListInfoPopup
                  list={l}
                  canRemove={props.canRemove}
                  onClose={() => setInfo(undefined)}
                  onUpdate={() => props.onUpdate(l.url)}
                  onRemove={() => props.onRemove(l.url)}
                />
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}

/**
 * The info popup: floats over the list below its gear button; closes on a press outside it
 * (other than the gear, which toggles it) or on Escape (without closing the whole dialog).
 * Remove list turns it into the typed REMOVE confirmation.
 */
function ListInfoPopup({
  list,
  canRemove,
  onClose,
  onUpdate,
  onRemove,
}: {
  list: ListRow
  canRemove: boolean
  onClose: () => void
  onUpdate: () => void
  onRemove: () => void
}) {
  const { _ } = useLingui()
  const ref = useRef<HTMLFieldSetElement>(null)
  const [confirming, setConfirming] = useState(false)
  const removeWord = _(PICKER_STRINGS.removeWord)
  const close = useRef(onClose)
  close.current = onClose
  useEffect(() => {
    const onDown = (e: MouseEvent) => {
      const popup = ref.current
      const target = e.target as Node | null
      if (!popup || !target || popup.contains(target)) return
      const gear = popup.parentElement?.querySelector('.manage__info')
      if (gear?.contains(target)) return
      close.current()
    }
    document.addEventListener('mousedown', onDown)
    // Keyboard users land on the popup's first control; Escape returns them to the gear.
    ref.current?.querySelector<HTMLElement>('a, button:not([disabled])')?.focus()
    return () => document.removeEventListener('mousedown', onDown)
  }, [])
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return
    // Only the popup closes, not the dialog (the modal listens for Escape on the document).
    e.stopPropagation()
    ref.current?.parentElement?.querySelector<HTMLElement>('.manage__info')?.focus()
    onClose()
  }
  return (
    <fieldset
      ref={ref}
      className={`manage__popup${confirming ? ' manage__popup--confirm' : ''}`}
      aria-label={_({ ...PICKER_STRINGS.listDetails, values: { name: list.name } })}
      onKeyDown={onKeyDown}
    >
      {confirming ? (
        <TypedConfirm
          prompt={_({ ...PICKER_STRINGS.removePrompt, values: { word: removeWord } })}
          word={removeWord}
          submitLabel={_(PICKER_STRINGS.removeList)}
          onConfirm={onRemove}
          testId="remove-list-confirm"
        />
      ) : (
        <>
          {list.version && <span className="manage__popup-version">{list.version}</span>}
          {list.viewUrl && (
            <ExternalLink href={list.viewUrl}>{_(PICKER_STRINGS.viewList)}</ExternalLink>
          )}
          <button type="button" disabled={!canRemove} onClick={() => setConfirming(true)}>
            {_(PICKER_STRINGS.removeList)}
          </button>
          {list.hasUpdate && (
            <button type="button" onClick={onUpdate}>
              {_(PICKER_STRINGS.updateList)}
            </button>
          )}
        </>
      )}
    </fieldset>
  )
}
