// The create form: actions, title and description, the simulation once the actions read, and
// the submit button that says, in the spec's words, why it cannot be pressed (spec 02 §5, §8).
import { useLingui } from '@lingui/react'
import { useId, useMemo, useReducer } from 'react'
import type { Address } from 'viem'
import { Link } from 'wouter'
import type { ChainInfo } from '../../../../chain/chains'
import { uniProtocolOf } from '../../../../chain/uniProtocol'
import { useDebouncedValue } from '../../../../lib/useDebouncedValue'
import { Button, TransactionDialog } from '../../../../ui'
import { dialogState } from '../../../transactions'
import { MarkdownView } from '../../markdown/MarkdownView'
import { ActionsSimulation, useActionsSimulation } from '../../simulate'
import { ActionFields } from '../components/ActionFields'
import { SubmitButton } from '../components/SubmitButton'
import { useProposerStatus } from '../hooks/useProposerStatus'
import { useSubmitProposal } from '../hooks/useSubmitProposal'
import {
  checkProposalForm,
  INITIAL_FORM,
  MAX_ACTIONS,
  proposalFormReducer,
} from '../state/proposalForm'
import { CREATE_PROPOSAL_STRINGS as S } from '../strings'
import { proposerBlock } from '../utils/proposerBlock'

export interface ProposalFormBodyProps {
  chain: ChainInfo
  governor: Address
  timelock: Address
  account: Address | undefined
}

export function ProposalFormBody({ chain, governor, timelock, account }: ProposalFormBodyProps) {
  const { _ } = useLingui()
  const titleId = useId()
  const bodyId = useId()
  const [form, dispatch] = useReducer(proposalFormReducer, INITIAL_FORM)
  const check = useMemo(() => checkProposalForm(form), [form])
  const actionsReady = check.actions.every((a) => a.action)
  const readyActions = useMemo(
    () => (actionsReady ? check.actions.flatMap((a) => (a.action ? [a.action] : [])) : undefined),
    [actionsReady, check.actions],
  )
  const simulated = useDebouncedValue(readyActions, 300)
  const simulation = useActionsSimulation(chain, timelock, simulated)
  const status = useProposerStatus(chain, governor, account)
  const { submit, submitted, dialog } = useSubmitProposal(chain, governor, account)
  const block = status.data ? proposerBlock(status.data) : undefined
  const uniDecimals = uniProtocolOf(chain)?.uni.decimals ?? 18
  return (
    <>
      <p className="gov-create__intro">{_(S.intro)}</p>
      <section className="gov-create__section" aria-labelledby={`${titleId}-actions`}>
        <h2 id={`${titleId}-actions`} className="gov-create__h2">
          {_(S.actionsHeading)}
        </h2>
        {form.actions.map((draft, index) => (
          <ActionFields
            // biome-ignore lint/suspicious/noArrayIndexKey: actions are positional
            key={index}
            index={index}
            draft={draft}
            check={check.actions[index]}
            canRemove={form.actions.length > 1}
            dispatch={dispatch}
          />
        ))}
        <Button
          variant="outline"
          size="small"
          disabled={form.actions.length >= MAX_ACTIONS}
          onClick={() => dispatch({ type: 'addAction' })}
          testId="add-action"
        >
          {form.actions.length >= MAX_ACTIONS
            ? _({ ...S.maxActions, values: { max: MAX_ACTIONS } })
            : _(S.addAction)}
        </Button>
      </section>
      <section className="gov-create__section">
        <div className="gov-create__field">
          <label htmlFor={titleId} className="gov-create__label">
            {_(S.proposalTitle)}
          </label>
          <input
            id={titleId}
            className="gov-create__input gov-create__input--text"
            value={form.title}
            onChange={(e) => dispatch({ type: 'title', value: e.target.value })}
            data-testid="proposal-title"
          />
        </div>
        <div className="gov-create__field">
          <label htmlFor={bodyId} className="gov-create__label">
            {_(S.description)}
          </label>
          <textarea
            id={bodyId}
            className="gov-create__input gov-create__input--text gov-create__textarea"
            rows={8}
            value={form.body}
            placeholder={_(S.descriptionPlaceholder)}
            onChange={(e) => dispatch({ type: 'body', value: e.target.value })}
            data-testid="proposal-description"
          />
        </div>
        {(form.title.trim() || form.body.trim()) && (
          <div className="gov-create__preview" data-testid="description-preview">
            <h3 className="gov-create__label">{_(S.preview)}</h3>
            {/* The proposal page's renderer: what voters will read, inert (no HTML, no scripts). */}
            <MarkdownView source={`# ${form.title.trim()}\n\n${form.body.trim()}`} />
          </div>
        )}
      </section>
      {simulated && simulated.length > 0 && (
        <ActionsSimulation chain={chain} timelock={timelock} actions={simulated} />
      )}
      {simulation.data?.outcomes.some((o) => o.status === 'reverted') && (
        <p className="gov-create__warning">{_(S.revertWarning)}</p>
      )}
      {submitted ? (
        <div className="gov-create__done" role="status" data-testid="proposal-submitted">
          {submitted.status === 'created' ? (
            <>
              <span>{_({ ...S.created, values: { id: submitted.id.toString() } })}</span>
              <Link href={`/0/${submitted.id}`} className="gov-create__link">
                {_(S.viewProposal)}
              </Link>
            </>
          ) : (
            <span>{_(S.waiting)}</span>
          )}
        </div>
      ) : (
        <SubmitButton
          account={account}
          block={block}
          threshold={status.data?.threshold}
          uniDecimals={uniDecimals}
          formReady={check.proposal !== undefined}
          simulating={
            check.proposal !== undefined && (simulation.isFetching || simulated !== readyActions)
          }
          onSubmit={() => {
            if (check.proposal) void submit(check.proposal)
          }}
        />
      )}
      <TransactionDialog
        isOpen={dialog.dialog.status !== 'closed'}
        onDismiss={dialog.close}
        state={
          dialog.dialog.status === 'closed'
            ? { status: 'confirm' }
            : dialogState(dialog.dialog, _(S.submitting))
        }
      />
    </>
  )
}
