import { useLingui } from '@lingui/react'
import { BackIcon } from '../../../ui'
import { PICKER_STRINGS } from '../strings'

/**
 * The back arrow that heads the picker's secondary views (spec 01 §4 view flow). The view's
 * title is the modal's own header, so it is never drawn twice.
 */
export function BackHeader({ onBack }: { onBack: () => void }) {
  const { _ } = useLingui()
  return (
    <div className="token-import__header">
      <button
        type="button"
        className="token-import__back"
        aria-label={_(PICKER_STRINGS.back)}
        onClick={onBack}
      >
        <BackIcon size={20} />
      </button>
    </div>
  )
}
