// One action's fields (pure): target, function signature, then one field per parameter of the
// signature, typed by its ABI type; errors show once a field holds text (an empty field only
// keeps the submit button waiting).
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { Button } from '../../../../ui'
import type { ActionCheck, ActionDraft, FormEvent } from '../state/proposalForm'
import { CREATE_PROPOSAL_STRINGS as S } from '../strings'

function Field(p: {
  label: string
  value: string
  error: MessageDescriptor | undefined
  hint?: string
  placeholder?: string
  onChange: (value: string) => void
  testId: string
}) {
  const { _ } = useLingui()
  const id = useId()
  const shownError = p.value.trim() && p.error ? _(p.error) : undefined
  return (
    <div className="gov-create__field">
      <label htmlFor={id} className="gov-create__label">
        {p.label}
      </label>
      <input
        id={id}
        className="gov-create__input"
        value={p.value}
        placeholder={p.placeholder}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError || p.hint ? `${id}-note` : undefined}
        onChange={(e) => p.onChange(e.target.value)}
        data-testid={p.testId}
      />
      {shownError ? (
        <span id={`${id}-note`} className="gov-create__error">
          {shownError}
        </span>
      ) : p.hint ? (
        <span id={`${id}-note`} className="gov-create__hint">
          {p.hint}
        </span>
      ) : null}
    </div>
  )
}

export interface ActionFieldsProps {
  index: number
  draft: ActionDraft
  check: ActionCheck | undefined
  canRemove: boolean
  dispatch: (e: FormEvent) => void
}

export function ActionFields({ index, draft, check, canRemove, dispatch }: ActionFieldsProps) {
  const { _ } = useLingui()
  const n = index + 1
  return (
    <fieldset className="gov-create__action" data-testid="proposal-action">
      <legend className="gov-create__legend">{_({ ...S.action, values: { n } })}</legend>
      {canRemove && (
        <Button
          variant="text"
          size="small"
          className="gov-create__remove"
          aria-label={_({ ...S.removeAction, values: { n } })}
          onClick={() => dispatch({ type: 'removeAction', index })}
        >
          ✕
        </Button>
      )}
      <Field
        label={_(S.target)}
        value={draft.target}
        error={check?.target}
        placeholder="0x…"
        onChange={(value) => dispatch({ type: 'action', index, field: 'target', value })}
        testId="action-target"
      />
      <Field
        label={_(S.signature)}
        value={draft.signature}
        error={check?.signature}
        hint={_(S.signatureHint)}
        placeholder="transfer(address,uint256)"
        onChange={(value) => dispatch({ type: 'action', index, field: 'signature', value })}
        testId="action-signature"
      />
      {(check?.types ?? []).map((type, arg) => (
        <Field
          // biome-ignore lint/suspicious/noArrayIndexKey: one field per parameter position
          key={arg}
          label={_({ ...S.argument, values: { n: arg + 1, type } })}
          value={draft.args[arg] ?? ''}
          error={check?.args[arg]}
          hint={
            type.endsWith(']') || type.startsWith('(') || type === 'tuple'
              ? _(S.arrayHint)
              : /^u?int/.test(type)
                ? _(S.amountHint)
                : undefined
          }
          onChange={(value) => dispatch({ type: 'argument', index, arg, value })}
          testId="action-argument"
        />
      ))}
    </fieldset>
  )
}
