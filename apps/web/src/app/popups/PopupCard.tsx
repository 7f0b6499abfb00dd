import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { CloseIcon } from '../../ui'

// The texts only this part shows.
const TEXT = {
  dismissPopup: msg`Dismiss`,
}

/** A toast's frame: content, a close button and a bar showing the time left. */
export function PopupCard({
  children,
  removeAfterMs,
  onClose,
  testId,
}: {
  children: ReactNode
  removeAfterMs: number | null
  onClose: () => void
  testId?: string
}) {
  const { _ } = useLingui()
  return (
    <div className="popup" data-testid={testId}>
      <div className="popup__content">{children}</div>
      <button
        type="button"
        className="popup__close"
        onClick={onClose}
        aria-label={_(TEXT.dismissPopup)}
      >
        <CloseIcon size={18} />
      </button>
      {removeAfterMs !== null && (
        <span
          className="popup__timer"
          style={{ animationDuration: `${removeAfterMs}ms` }}
          aria-hidden
        />
      )}
    </div>
  )
}
