import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { type KeyboardEvent, memo, type ReactNode, useEffect, useRef } from 'react'
import { TOKEN_SAFETY_STRINGS } from '../safety/strings'
import { PICKER_STRINGS } from '../strings'
import type { ListedToken } from '../types'
import type { PickerRow } from '../utils/pickerRows'
import { shortenSymbol } from '../utils/tokenMetadata'
import { VirtualList, type VirtualListHandle } from './VirtualList'
import './picker.css'
import { PickerInput } from './PickerInput'

// The texts only this part shows.
const TEXT = {
  noResults: msg`No results found.`,
}

/** spec 01 §2: token rows are 56 px high. */
export const TOKEN_ROW_HEIGHT = 56
const MAX_LIST_HEIGHT = 56 * 7

export interface TokenSearchViewProps {
  query: string
  onQueryChange: (query: string) => void
  onEnter: () => void
  bases: readonly ListedToken[]
  rows: readonly PickerRow[]
  /** An on-chain read of a pasted address is under way. */
  searching: boolean
  selectedAddress?: string | undefined
  formatBalance: (row: PickerRow) => string | undefined
  logo: (token: ListedToken, size: number) => ReactNode
  onSelect: (token: ListedToken) => void
  onImport: (token: ListedToken) => void
  onManage: () => void
  /** Issue 35: a token a test buy and sale found risky (only tokens already tested). */
  risky?: (token: ListedToken) => boolean
}

const sameAddress = (a: string | undefined, b: string) =>
  a !== undefined && a.toLowerCase() === b.toLowerCase()

/** The picker's search view: input, common bases, the windowed results, Manage Token Lists. */
export function TokenSearchView(props: TokenSearchViewProps) {
  const { _ } = useLingui()
  const { query, rows, bases, searching, selectedAddress } = props
  // Back from Manage or Import, the search box has focus again (as when the dialog opens).
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => input.current?.focus(), [])
  const list = useRef<VirtualListHandle>(null)
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault()
      props.onEnter()
    } else if (e.key === 'ArrowDown') {
      // issue 12 #3: from the search box into the results; arrows then move through the rows.
      e.preventDefault()
      list.current?.focusRow(0)
    }
  }
  return (
    <div className="token-picker">
      <PickerInput
        ref={input}
        placeholder={_(PICKER_STRINGS.searchPlaceholder)}
        value={query}
        onChange={props.onQueryChange}
        onKeyDown={onKeyDown}
      />
      {bases.length > 0 && (
        <fieldset className="token-picker__bases" aria-label={_(PICKER_STRINGS.commonBases)}>
          {bases.map((t) => (
            <button
              key={t.address}
              type="button"
              className="token-picker__base"
              disabled={sameAddress(selectedAddress, t.address)}
              onClick={() => props.onSelect(t)}
            >
              {props.logo(t, 20)}
              <span translate="no">{shortenSymbol(t.symbol)}</span>
            </button>
          ))}
        </fieldset>
      )}
      <div className="token-picker__divider" />
      {rows.length === 0 ? (
        <p className="token-picker__empty">
          {searching ? _(PICKER_STRINGS.loading) : _(TEXT.noResults)}
        </p>
      ) : (
        <VirtualList
          ref={list}
          onExitTop={() => input.current?.focus()}
          items={rows}
          rowHeight={TOKEN_ROW_HEIGHT}
          // The room between the search box and the Manage footer (issue 12 #8).
          height="fill"
          estimatedHeight={MAX_LIST_HEIGHT}
          // Keyed by position, as windowed lists do: when the search settles, the rows in view
          // are updated in place instead of unmounted and rebuilt (issue 3 Performance).
          itemKey={(_row, index) => String(index)}
          label={_(PICKER_STRINGS.title)}
          // Until the search settles the rows are the last query's (spec 01 §9: 200 ms).
          busy={searching}
          renderRow={(row) => (
            <TokenRow
              row={row}
              selected={sameAddress(selectedAddress, row.token.address)}
              risky={props.risky?.(row.token) === true}
              formatBalance={props.formatBalance}
              logo={props.logo}
              onSelect={props.onSelect}
              onImport={props.onImport}
            />
          )}
        />
      )}
      <div className="token-picker__footer">
        <button type="button" className="token-picker__manage" onClick={props.onManage}>
          {_(PICKER_STRINGS.manageLists)}
        </button>
      </div>
    </div>
  )
}

/**
 * One row. Memoized: a keystroke re-renders the view (the typed text) while the rows stay the
 * same until the search settles, so visible rows are not redrawn for nothing.
 */
const TokenRow = memo(function TokenRow({
  row,
  selected,
  risky,
  formatBalance,
  logo,
  onSelect,
  onImport,
}: {
  row: PickerRow
  selected: boolean
  risky: boolean
  formatBalance: (row: PickerRow) => string | undefined
  logo: (token: ListedToken, size: number) => ReactNode
  onSelect: (token: ListedToken) => void
  onImport: (token: ListedToken) => void
}) {
  const { token, active } = row
  const { _ } = useLingui()
  const balance = formatBalance(row)
  const label = (
    <>
      {logo(token, 24)}
      <span className="token-row__names">
        {/* Token data from the lists: not text to translate (issue 11 §4). */}
        <span className="token-row__symbol" title={token.symbol} translate="no">
          {shortenSymbol(token.symbol)}
        </span>
        <span className="token-row__name" translate="no">
          {token.name}
        </span>
      </span>
    </>
  )
  if (!active)
    return (
      <div className="token-row token-row--inactive" data-testid="token-row">
        {label}
        <button type="button" className="token-row__import" onClick={() => onImport(token)}>
          {_(PICKER_STRINGS.import)}
        </button>
      </div>
    )
  return (
    <button
      type="button"
      role="option"
      aria-selected={selected}
      // Not `disabled`: the arrow keys move through every row, the chosen one too (issue 12 #3).
      aria-disabled={selected}
      className="token-row"
      data-testid="token-row"
      onClick={() => {
        if (!selected) onSelect(token)
      }}
    >
      {label}
      <span className="token-row__end">
        {risky && (
          <span className="token-row__risky" data-testid="token-row-risky">
            <span aria-hidden="true">⚠ </span>
            {_(TOKEN_SAFETY_STRINGS.rowFlag)}
          </span>
        )}
        {balance !== undefined && <span className="token-row__balance">{balance}</span>}
        {selected ? (
          <span className="token-row__selected" data-testid="token-row-selected">
            <span aria-hidden="true">✓ </span>
            {_(PICKER_STRINGS.selected)}
          </span>
        ) : (
          // spec 01 §2's 'Active', with what it means on hover (issue 34 #13).
          <span className="token-row__active" title={_(PICKER_STRINGS.activeHint)}>
            {_(PICKER_STRINGS.active)}
          </span>
        )}
      </span>
    </button>
  )
})
