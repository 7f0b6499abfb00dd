import { useLingui } from '@lingui/react'
import { SWAP_STRINGS as S } from '../strings'

/** spec 01 §2 Swap screen: the switch-direction arrow between the panels. */
export function SwitchArrow({ onClick }: { onClick: () => void }) {
  const { _ } = useLingui()
  return (
    <div className="swap-switch">
      <button
        type="button"
        className="icon-button swap-switch__button"
        data-testid="swap-switch"
        aria-label={_(S.switchDirection)}
        onClick={onClick}
      >
        ↓
      </button>
    </div>
  )
}
