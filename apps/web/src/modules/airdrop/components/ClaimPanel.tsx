import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { Button, CheckCircleIcon, ExternalLink, ExternalLinkIcon } from '../../../ui'
import { AIRDROP_STRINGS as S } from '../strings'
import type { ClaimFlags } from '../utils/claimFile'
import { type ClaimFlowState, claimButtonState } from '../utils/claimFlow'
import { Confetti } from './Confetti'

export interface ClaimPanelProps {
  flow: ClaimFlowState
  /** The claim's amount (4 significant digits, spec 01 §9), when there is a claim. */
  amountText: string | undefined
  flags: ClaimFlags | undefined
  /** The shortened recipient (the claimed-for address). */
  recipientText: string | undefined
  /** The explorer page of the claim's transaction, once submitted. */
  explorerUrl: string | undefined
  /** Why the claim cannot be made (red), or a status line (grey). */
  message: { text: string; detail?: string; tone: 'error' | 'info' } | undefined
  /** The failure of the last attempt (the flow returned to the start). */
  error: string | undefined
  canClaim: boolean
  onClaim: () => void
  onClose: () => void
  /** Above the summary: the address field of the address claim. */
  children?: ReactNode
  /** Issue 35: what the claim will do, as simulated, while the wallet asks. */
  preview?: ReactNode
}

/**
 * The body of both claim modals (spec 01 §4 Airdrop claim): the summary and Claim; then 'Confirm
 * this transaction in your wallet'; then Claiming with the explorer link; then 'Claimed' with
 * confetti. Data in, callbacks out.
 */
export function ClaimPanel(props: ClaimPanelProps) {
  const { _ } = useLingui()
  const { flow, amountText, explorerUrl } = props
  const button = claimButtonState(flow)
  if (flow.phase === 'claimed')
    return (
      <div className="claim-panel claim-panel--done" data-testid="claim-claimed" aria-live="polite">
        <Confetti />
        <span className="claim-panel__done-icon">
          <CheckCircleIcon size={56} />
        </span>
        <h3 className="claim-panel__headline">{_(S.claimedTitle)}</h3>
        {amountText && props.recipientText && (
          <p className="claim-panel__note">
            {_({ ...S.claimedText, values: { amount: amountText, address: props.recipientText } })}
          </p>
        )}
        {explorerUrl && <ExplorerLink href={explorerUrl} />}
        <Button block size="large" onClick={props.onClose} testId="claim-close">
          {_(S.buttonClaimed)}
        </Button>
      </div>
    )
  if (flow.phase === 'confirm' || flow.phase === 'claiming')
    return (
      <div
        className="claim-panel claim-panel--busy"
        data-testid={`claim-${flow.phase}`}
        aria-live="polite"
      >
        <span className="claim-panel__spinner" aria-hidden="true" />
        {amountText && (
          <p className="claim-panel__headline">
            {_({ ...S.claimingUni, values: { amount: amountText } })}
          </p>
        )}
        {flow.phase === 'confirm' ? (
          <>
            <p className="claim-panel__note">{_(S.confirmInWallet)}</p>
            {props.preview}
          </>
        ) : (
          explorerUrl && <ExplorerLink href={explorerUrl} />
        )}
        <Button block size="large" loading testId="claim-button">
          {_(S.buttonClaiming)}
        </Button>
      </div>
    )
  return (
    <div className="claim-panel">
      {props.children}
      {amountText && (
        <div className="claim-panel__summary" data-testid="claim-summary">
          <span className="claim-panel__label">{_(S.youReceive)}</span>
          <strong className="claim-panel__amount" data-testid="claim-amount">
            {_({ ...S.amountUni, values: { amount: amountText } })}
          </strong>
          {props.flags && <Groups flags={props.flags} />}
        </div>
      )}
      {props.message && (
        <p
          className={`claim-panel__message claim-panel__message--${props.message.tone}`}
          role={props.message.tone === 'error' ? 'alert' : 'status'}
          data-testid="claim-message"
        >
          {props.message.text}
          {props.message.detail && (
            <span className="claim-panel__detail" data-testid="claim-detail">
              {props.message.detail}
            </span>
          )}
        </p>
      )}
      {props.error && (
        <p
          className="claim-panel__message claim-panel__message--error"
          role="alert"
          data-testid="claim-error"
        >
          {props.error}
        </p>
      )}
      <Button
        block
        size="large"
        disabled={!props.canClaim}
        onClick={props.onClaim}
        testId="claim-button"
      >
        {button === 'claim' ? _(S.buttonClaim) : _(S.buttonClaiming)}
      </Button>
    </div>
  )
}

function Groups({ flags }: { flags: ClaimFlags }) {
  const { _ } = useLingui()
  const groups = [
    flags.isSOCKS && _(S.groupSocks),
    flags.isUser && _(S.groupUser),
    flags.isLP && _(S.groupLp),
  ].filter((g): g is string => typeof g === 'string')
  if (groups.length === 0) return null
  return (
    <div className="claim-panel__groups">
      <span className="claim-panel__label">{_(S.eligibleAs)}</span>
      <ul className="claim-panel__chips" data-testid="claim-groups">
        {groups.map((g) => (
          <li key={g} className="claim-panel__chip">
            {g}
          </li>
        ))}
      </ul>
    </div>
  )
}

function ExplorerLink({ href }: { href: string }) {
  const { _ } = useLingui()
  return (
    <ExternalLink href={href} className="claim-panel__link" testId="claim-explorer">
      {_(S.viewOnExplorer)}
      <ExternalLinkIcon size={16} />
    </ExternalLink>
  )
}
