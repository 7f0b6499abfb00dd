// The create form's state (one per page, STYLE.md "One store per flow") and its validation:
// what the user typed, kept as text, and — when every field reads — the proposal to send.
// Bravo's rules the form already knows: 1..10 actions (proposalMaxOperations), each a target and
// a signature with its arguments (spec 02 §2 Create Proposal); the description is the title as a
// Markdown heading then the body, the convention every reader of ProposalCreated parses.
import type { MessageDescriptor } from '@lingui/core'
import { type Address, getAddress, isAddress } from 'viem'
import type { ProposalAction } from '../../simulate'
import { CREATE_PROPOSAL_STRINGS as S } from '../strings'
import { encodeArguments, parseArgument } from '../utils/arguments'
import { parseSignature } from '../utils/signature'

export const MAX_ACTIONS = 10

export interface ActionDraft {
  target: string
  signature: string
  args: string[]
}

export interface ProposalForm {
  actions: ActionDraft[]
  title: string
  body: string
}

export const EMPTY_ACTION: ActionDraft = { target: '', signature: '', args: [] }
export const INITIAL_FORM: ProposalForm = { actions: [EMPTY_ACTION], title: '', body: '' }

export type FormEvent =
  | { type: 'action'; index: number; field: 'target' | 'signature'; value: string }
  | { type: 'argument'; index: number; arg: number; value: string }
  | { type: 'addAction' }
  | { type: 'removeAction'; index: number }
  | { type: 'title' | 'body'; value: string }
  | { type: 'reset' }

export function proposalFormReducer(form: ProposalForm, e: FormEvent): ProposalForm {
  switch (e.type) {
    case 'action':
      return {
        ...form,
        actions: form.actions.map((a, i) => (i === e.index ? { ...a, [e.field]: e.value } : a)),
      }
    case 'argument':
      return {
        ...form,
        actions: form.actions.map((a, i) => {
          if (i !== e.index) return a
          const args = [...a.args]
          args[e.arg] = e.value
          return { ...a, args }
        }),
      }
    case 'addAction':
      return form.actions.length >= MAX_ACTIONS
        ? form
        : { ...form, actions: [...form.actions, EMPTY_ACTION] }
    case 'removeAction':
      return form.actions.length <= 1
        ? form
        : { ...form, actions: form.actions.filter((_, i) => i !== e.index) }
    case 'title':
      return { ...form, title: e.value }
    case 'body':
      return { ...form, body: e.value }
    case 'reset':
      return INITIAL_FORM
  }
}

export interface ActionCheck {
  target?: MessageDescriptor
  signature?: MessageDescriptor
  /** The parameter types of a readable signature (one field each). */
  types: string[]
  args: (MessageDescriptor | undefined)[]
  action?: ProposalAction
}

export interface FormCheck {
  actions: ActionCheck[]
  title?: MessageDescriptor
  body?: MessageDescriptor
  /** Every field reads: what propose() gets. */
  proposal?: { actions: ProposalAction[]; description: string }
}

function checkAction(draft: ActionDraft): ActionCheck {
  const check: ActionCheck = { types: [], args: [] }
  const target = draft.target.trim()
  let address: Address | undefined
  if (!target) check.target = S.errRequired
  else if (!isAddress(target, { strict: false })) check.target = S.errAddress
  else address = getAddress(target)
  const parsed = parseSignature(draft.signature)
  if (!parsed.ok) {
    check.signature = draft.signature.trim() ? S.errSignature : S.errRequired
    return check
  }
  check.types = parsed.inputs.map((p) => p.type)
  const values: unknown[] = []
  check.args = parsed.inputs.map((param, i) => {
    const result = parseArgument(param, draft.args[i] ?? '')
    if (!result.ok) return result.error
    values.push(result.value)
    return undefined
  })
  if (address && check.args.every((e) => e === undefined))
    check.action = {
      target: address,
      value: 0n,
      signature: parsed.signature,
      calldata: encodeArguments(parsed.inputs, values),
    }
  return check
}

export const proposalDescription = (title: string, body: string): string =>
  `# ${title.trim()}\n\n${body.trim()}`

export function checkProposalForm(form: ProposalForm): FormCheck {
  const actions = form.actions.map(checkAction)
  const check: FormCheck = { actions }
  if (!form.title.trim()) check.title = S.errTitle
  if (!form.body.trim()) check.body = S.errDescription
  const ready = actions.flatMap((a) => (a.action ? [a.action] : []))
  if (!check.title && !check.body && ready.length === actions.length && ready.length > 0)
    check.proposal = { actions: ready, description: proposalDescription(form.title, form.body) }
  return check
}
