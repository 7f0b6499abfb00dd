import { useLingui } from '@lingui/react'
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { CloseIcon } from '../icons'
import { UI_STRINGS } from '../strings'
import { captureOpener, focusableIn, returnFocus, trapTab } from './focus'
import { useSheetDrag } from './useSheetDrag'
import './Modal.css'

export interface ModalProps {
  isOpen: boolean
  onDismiss: () => void
  /** Names the dialog; shown as its heading unless `hideHeader`. */
  title: string
  /** For dialogs that draw their own header (back arrows, tabs): the title still labels it. */
  hideHeader?: boolean
  /** spec 01 §2 "Dimensions": the token dialog asks for 80 (vh), its import views 40. */
  minHeightVh?: number
  /** Maximum height in vh (default 80). */
  maxHeightVh?: number
  /**
   * The content lays itself out in the dialog's height (a list that scrolls between a fixed top
   * and a fixed footer, issue 12 #8) instead of the body scrolling as a whole.
   */
  fillBody?: boolean
  /** Element to focus on open; default the first focusable element of the content. */
  initialFocusRef?: RefObject<HTMLElement | null>
  /**
   * Where the focus goes when the dialog closes, before the element that opened it (issue 12
   * #3): for dialogs whose opener may be disabled or gone by then. An opener re-rendered anew is
   * found again by its `data-focus-return` attribute without this.
   */
  returnFocusRef?: RefObject<HTMLElement | null>
  children: ReactNode
}

/**
 * The one modal primitive (spec 01 §2): a labelled `role="dialog"`, closed by Esc, by the backdrop
 * and by the close button, keeping Tab inside; at most 420 px wide, min 80 px and max 80vh high.
 * Below 720 px it is a bottom sheet whose handle dismisses it when dragged > 300 px or flicked.
 */
export function Modal(props: ModalProps) {
  if (!props.isOpen) return null
  return createPortal(<OpenModal {...props} />, document.body)
}

function OpenModal({
  onDismiss,
  title,
  hideHeader = false,
  minHeightVh,
  maxHeightVh = 80,
  initialFocusRef,
  returnFocusRef,
  fillBody = false,
  children,
}: ModalProps) {
  const titleId = useId()
  const { _ } = useLingui()
  const backdropRef = useRef<HTMLDivElement>(null)
  const dialogRef = useRef<HTMLDivElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  const dismissRef = useRef(onDismiss)
  dismissRef.current = onDismiss
  const drag = useSheetDrag(onDismiss)
  // Captured while rendering, before any child's effect or autoFocus moves the focus into the
  // dialog (issue 12 #3: read in this effect, it was the picker's own search box, so the focus
  // fell to <body> once the dialog was gone).
  const [opener] = useState(captureOpener)
  const returnRef = useRef(returnFocusRef)
  returnRef.current = returnFocusRef

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const body = bodyRef.current
    const target = initialFocusRef?.current ?? (body && focusableIn(body)[0]) ?? dialog
    target.focus()
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation()
        dismissRef.current()
      } else trapTab(e, dialog)
    }
    // A press that starts on the backdrop itself (not a drag out of the dialog) closes it.
    const backdrop = backdropRef.current
    const onBackdrop = (e: MouseEvent) => {
      if (e.target === backdrop) dismissRef.current()
    }
    document.addEventListener('keydown', onKeyDown)
    backdrop?.addEventListener('mousedown', onBackdrop)
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      backdrop?.removeEventListener('mousedown', onBackdrop)
      document.body.style.overflow = overflow
      returnFocus({ ...opener, target: () => returnRef.current?.current })
    }
  }, [initialFocusRef, opener])

  return (
    <div ref={backdropRef} className="modal-backdrop">
      <div
        ref={dialogRef}
        className={`modal${drag.dragging ? ' modal--dragging' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={hideHeader ? undefined : titleId}
        aria-label={hideHeader ? title : undefined}
        tabIndex={-1}
        style={{
          maxHeight: `${maxHeightVh}vh`,
          minHeight: minHeightVh === undefined ? undefined : `${minHeightVh}vh`,
          transform: drag.offsetY ? `translateY(${drag.offsetY}px)` : undefined,
        }}
      >
        <div className="modal__handle" {...drag.handlers} aria-hidden="true">
          <span className="modal__grip" />
        </div>
        {!hideHeader && (
          <div className="modal__header">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            <button
              type="button"
              className="modal__close"
              onClick={onDismiss}
              aria-label={_(UI_STRINGS.close)}
            >
              <CloseIcon size={20} />
            </button>
          </div>
        )}
        <div ref={bodyRef} className={`modal__body${fillBody ? ' modal__body--fill' : ''}`}>
          {children}
        </div>
      </div>
    </div>
  )
}
