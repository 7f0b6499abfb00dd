// A settled check's words (spec 01 §4 "Transactions"): the toast's text and tone, and what the
// live region says (issue 12 Accessibility), rendered from the record's info in the active language.
import type { MessageDescriptor } from '@lingui/core'
import type { Hash } from 'viem'
import type { CheckOutcome } from '../actions/checkTransaction'
import { TRANSACTION_MESSAGES } from '../strings'
import type { TransactionDetails } from '../types'

/** Texts in the active language: the record's summary, and the translator for the toast's. */
export interface PopupText {
  summary: (tx: TransactionDetails) => string
  translate: (message: MessageDescriptor) => string
}

/** The live region's words for a check's outcome (issue 12 Accessibility). */
export function outcomeAnnouncement(
  popup: { success: boolean; summary: string },
  outcome: Exclude<CheckOutcome, { kind: 'pending' }>,
  translate: PopupText['translate'],
): string {
  // A replaced transaction's toast text already says so.
  if (outcome.kind === 'replaced') return popup.summary
  const message = popup.success
    ? TRANSACTION_MESSAGES.announceConfirmed
    : TRANSACTION_MESSAGES.announceFailed
  return translate({ ...message, values: { summary: popup.summary } })
}

/** The toast text and tone of a check's outcome (the summary rendered now, from the info). */
export function outcomePopup(
  tx: TransactionDetails,
  outcome: Exclude<CheckOutcome, { kind: 'pending' }>,
  text: PopupText,
): { hash: Hash; success: boolean; summary: string } {
  const summary = text.summary(tx)
  if (outcome.kind === 'replaced')
    return {
      // The replacement is what the user's funds did: link it when it was found.
      hash: outcome.by ?? tx.hash,
      success: false,
      summary: text.translate({ ...TRANSACTION_MESSAGES.replacedToast, values: { summary } }),
    }
  const success = outcome.receipt.status !== 0
  return {
    hash: tx.hash,
    success,
    summary:
      !success && outcome.failureReason
        ? text.translate({
            ...TRANSACTION_MESSAGES.failedWithReason,
            values: { summary, reason: outcome.failureReason },
          })
        : summary,
  }
}
