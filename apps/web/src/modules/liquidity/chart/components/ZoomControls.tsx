import { useLingui } from '@lingui/react'
import { MinusIcon, PlusIcon } from '../../../../ui'
import { CHART_STRINGS as S } from '../strings'

export interface ZoomControlsProps {
  onZoomIn: () => void
  onZoomOut: () => void
  onReset: () => void
}

const ResetIcon = () => (
  <svg
    width={16}
    height={16}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5" />
  </svg>
)

/** spec 02 §2 "zoom in/out/reset" of the depth chart. */
export function ZoomControls({ onZoomIn, onZoomOut, onReset }: ZoomControlsProps) {
  const { _ } = useLingui()
  return (
    <div className="liquidity-chart__zoom">
      <button
        type="button"
        className="liquidity-chart__zoom-button"
        onClick={onZoomIn}
        aria-label={_(S.zoomIn)}
        data-testid="liquidity-chart-zoom-in"
      >
        <PlusIcon size={16} />
      </button>
      <button
        type="button"
        className="liquidity-chart__zoom-button"
        onClick={onZoomOut}
        aria-label={_(S.zoomOut)}
        data-testid="liquidity-chart-zoom-out"
      >
        <MinusIcon size={16} />
      </button>
      <button
        type="button"
        className="liquidity-chart__zoom-button"
        onClick={onReset}
        aria-label={_(S.zoomReset)}
        data-testid="liquidity-chart-zoom-reset"
      >
        <ResetIcon />
      </button>
    </div>
  )
}
