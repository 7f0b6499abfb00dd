import { useLingui } from '@lingui/react'
import {
  cloneElement,
  type ReactElement,
  type ReactNode,
  type RefObject,
  useId,
  useRef,
} from 'react'
import { HelpCircleIcon } from '../icons/more'
import { TOOLTIP_STRINGS as STRINGS } from './strings'
import { useBubble } from './useBubble'
import './Tooltip.css'

export interface TooltipProps {
  /** The tooltip's text. */
  content: ReactNode
  /** One focusable element (a button, a link); it gets aria-describedby. */
  children: ReactElement<{ 'aria-describedby'?: string }>
}

/**
 * A short description of a control, shown while the control is hovered or focused and closed by
 * Escape (WCAG 1.4.13: dismissable, hoverable, persistent). The bubble stays inside the viewport.
 */
export function Tooltip({ content, children }: TooltipProps) {
  const id = useId()
  const anchor = useRef<HTMLSpanElement>(null)
  const bubble = useRef<HTMLSpanElement>(null)
  const b = useBubble(anchor, bubble)
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover is the pointer's extra; the trigger inside handles focus, and the bubble being inside keeps it open while hovered (WCAG 1.4.13)
    <span
      ref={anchor}
      className="tooltip-anchor"
      onMouseEnter={b.show}
      onMouseLeave={b.hide}
      onFocus={b.show}
      onBlur={b.hide}
    >
      {cloneElement(children, { 'aria-describedby': b.open ? id : undefined })}
      {b.open && <Bubble id={id} refObject={bubble} style={b.style} content={content} />}
    </span>
  )
}

export interface HelpPopoverProps {
  /** The help text. */
  content: ReactNode
  /** The trigger's accessible name (default 'More information'). */
  label?: string
  testId?: string
}

/**
 * A "?" button beside a label that shows help text on hover, focus or press (touch screens have
 * no hover); Escape, moving away or focus leaving closes it.
 */
export function HelpPopover({ content, label, testId }: HelpPopoverProps) {
  const { _ } = useLingui()
  const id = useId()
  const anchor = useRef<HTMLSpanElement>(null)
  const bubble = useRef<HTMLSpanElement>(null)
  const b = useBubble(anchor, bubble)
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: as in Tooltip, hover on the wrapper so the bubble stays open while hovered
    <span ref={anchor} className="tooltip-anchor" onMouseEnter={b.show} onMouseLeave={b.hide}>
      <button
        type="button"
        className="help-popover__button"
        aria-label={label ?? _(STRINGS.moreInfo)}
        aria-expanded={b.open}
        aria-describedby={b.open ? id : undefined}
        data-testid={testId}
        onFocus={b.show}
        onBlur={b.hide}
        // A press (touch has no hover) opens; a mouse press also focuses, so toggling here would
        // close what the focus just opened.
        onClick={b.show}
      >
        <HelpCircleIcon size={16} />
      </button>
      {b.open && <Bubble id={id} refObject={bubble} style={b.style} content={content} />}
    </span>
  )
}

function Bubble({
  id,
  refObject,
  style,
  content,
}: {
  id: string
  refObject: RefObject<HTMLSpanElement | null>
  style: { left: number; top: number } | undefined
  content: ReactNode
}) {
  return (
    <span
      ref={refObject}
      id={id}
      role="tooltip"
      className="tooltip"
      // Measured first (hidden), then placed: it never flashes at a wrong spot.
      style={style ? { left: style.left, top: style.top } : { visibility: 'hidden' }}
    >
      {content}
    </span>
  )
}
