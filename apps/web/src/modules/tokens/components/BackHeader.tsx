import type { ReactNode } from 'react'
import { PICKER_STRINGS } from '../strings'

/** The back arrow and title that head the picker's secondary views (spec 01 §4 view flow). */
export function BackHeader({ onBack, title }: { onBack: () => void; title?: ReactNode }) {
  return (
    <div className="token-import__header">
      <button
        type="button"
        className="token-import__back"
        aria-label={PICKER_STRINGS.back}
        onClick={onBack}
      >
        ←
      </button>
      {title !== undefined && <h3>{title}</h3>}
    </div>
  )
}
