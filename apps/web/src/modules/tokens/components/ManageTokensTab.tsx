import { useLingui } from '@lingui/react'
import { type ReactNode, useEffect, useRef } from 'react'
import { ExternalLink } from '../../../ui'
import { PICKER_STRINGS, TOKEN_INPUT_PLACEHOLDER } from '../strings'
import type { TokenInfo } from '../types'
import { shortenSymbol } from '../utils/tokenMetadata'
import { PickerInput } from './PickerInput'

export interface ManageTokensTabProps {
  input: string
  onInputChange: (value: string) => void
  inputError?: string | undefined
  /** The token found at the typed address (a row that can be imported). */
  found?: ReactNode
  tokens: readonly TokenInfo[]
  explorerUrl: (address: string) => string
  logo: (token: TokenInfo) => ReactNode
  onRemove: (address: string) => void
  onClearAll: () => void
}

/** spec 01 §2 Tokens tab: custom tokens of this chain, 'Clear all', remove, the tip. */
export function ManageTokensTab(props: ManageTokensTabProps) {
  const { _ } = useLingui()
  const { tokens } = props
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => input.current?.focus(), [])
  return (
    <div className="manage-tokens">
      <PickerInput
        ref={input}
        placeholder={TOKEN_INPUT_PLACEHOLDER}
        value={props.input}
        onChange={props.onInputChange}
      />
      {props.inputError && <p className="manage__error">{props.inputError}</p>}
      {props.found}
      <div className="manage__list-main">
        <span className="manage__grow">
          {_({ ...PICKER_STRINGS.customTokens, values: { count: tokens.length } })}
        </span>
        {tokens.length > 0 && (
          <button type="button" className="token-picker__manage" onClick={props.onClearAll}>
            {_(PICKER_STRINGS.clearAll)}
          </button>
        )}
      </div>
      <ul className="manage__lists">
        {tokens.map((t) => (
          <li key={t.address} className="manage__list-main" data-testid="custom-token">
            {props.logo(t)}
            <ExternalLink className="manage__grow" href={props.explorerUrl(t.address)}>
              {shortenSymbol(t.symbol)}
            </ExternalLink>
            <button
              type="button"
              className="manage__info"
              aria-label={_({ ...PICKER_STRINGS.removeToken, values: { symbol: t.symbol } })}
              onClick={() => props.onRemove(t.address)}
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
      <p className="manage__tip">{_(PICKER_STRINGS.tip)}</p>
    </div>
  )
}
