import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { CloseIcon } from '../../../ui'

// The texts only this part shows.
const TEXT = {
  back: msg`Back`,
  close: msg`Close`,
}

/** The wallet modal's header: an optional back arrow, the view title and the close button. */
export function ModalHeader({
  title,
  onBack,
  onClose,
}: {
  title: string
  onBack?: (() => void) | undefined
  onClose: () => void
}) {
  const { _ } = useLingui()
  return (
    <div className="wallet-modal__header">
      {onBack && (
        <button
          type="button"
          className="wallet-modal__icon-button"
          aria-label={_(TEXT.back)}
          onClick={onBack}
        >
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M19 12H5M12 19l-7-7 7-7" />
          </svg>
        </button>
      )}
      <h2 className="wallet-modal__title">{title}</h2>
      <button
        type="button"
        className="wallet-modal__icon-button"
        aria-label={_(TEXT.close)}
        onClick={onClose}
      >
        <CloseIcon size={20} />
      </button>
    </div>
  )
}
