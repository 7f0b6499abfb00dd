import {
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type RefObject,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'

/** The rows to render for a scroll position: the visible window plus `overscan` each side. */
export function visibleRange(
  count: number,
  rowHeight: number,
  viewportHeight: number,
  scrollTop: number,
  overscan = 4,
): { start: number; end: number } {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight)
  const visible = Math.ceil(viewportHeight / rowHeight) + 1
  return {
    start: Math.max(0, first - overscan),
    end: Math.min(count, first + visible + overscan),
  }
}

/** The scrollTop that brings row `index` fully into view, moving as little as possible. */
export function scrollToShow(
  index: number,
  rowHeight: number,
  viewportHeight: number,
  scrollTop: number,
): number {
  const top = index * rowHeight
  if (top < scrollTop) return top
  const bottom = top + rowHeight
  if (bottom > scrollTop + viewportHeight) return bottom - viewportHeight
  return scrollTop
}

/** The row a navigation key leads to from `from` (issue 12 #3), or undefined for other keys. */
export function nextRow(key: string, from: number, count: number): number | undefined {
  if (key === 'ArrowDown') return Math.min(count - 1, from + 1)
  if (key === 'ArrowUp') return from - 1
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return undefined
}

export interface VirtualListHandle {
  /** Scrolls row `index` into view and focuses its first control. */
  focusRow: (index: number) => void
}

export interface VirtualListProps<T> {
  items: readonly T[]
  /** Fixed row height in px (spec 01 §2: token rows are 56). */
  rowHeight: number
  /**
   * Height of the scrolling viewport in px; 'fill' takes the height its (flex) container gives
   * it, measured, with `estimatedHeight` until the first measure.
   */
  height: number | 'fill'
  estimatedHeight?: number
  /** React key of a row; (item, index). Index keys let a changed result reuse the row elements. */
  itemKey: (item: T, index: number) => string
  renderRow: (item: T, index: number) => ReactNode
  label?: string
  /** The rows are about to change (aria-busy: a search not settled yet). */
  busy?: boolean
  /** Arrow Up on the first row (the picker moves back to its search box). */
  onExitTop?: () => void
  ref?: Ref<VirtualListHandle>
}

const FOCUSABLE = 'button:not([disabled]), [tabindex]:not([tabindex="-1"]), a[href], input'

/**
 * A fixed-row-height windowed list: only the rows in view (plus a few) are in the DOM. Arrow
 * Up/Down, Home and End move the focus through the rows (issue 12 #3), scrolling a row that is
 * not rendered yet into the window first.
 */
export function VirtualList<T>({
  items,
  rowHeight,
  height,
  itemKey,
  renderRow,
  label,
  busy = false,
  onExitTop,
  ref,
  estimatedHeight = 400,
}: VirtualListProps<T>) {
  const [scrollTop, setScrollTop] = useState(0)
  const viewport = useRef<HTMLDivElement>(null)
  const fill = height === 'fill'
  const measured = useMeasuredHeight(viewport, fill, estimatedHeight)
  const viewportHeight = fill ? measured : height
  // The row to focus once it is rendered (after the window moved to it).
  const pendingFocus = useRef<number | null>(null)
  const { start, end } = visibleRange(items.length, rowHeight, viewportHeight, scrollTop)

  const focusRow = (index: number) => {
    const el = viewport.current
    if (!el || index < 0 || index >= items.length) return
    const top = scrollToShow(index, rowHeight, el.clientHeight || viewportHeight, el.scrollTop)
    el.scrollTop = top
    pendingFocus.current = index
    // Renders the new window now; the layout effect below focuses the row in it.
    setScrollTop(top)
    focusPending()
  }
  const focusPending = () => {
    const index = pendingFocus.current
    if (index === null) return
    const row = viewport.current?.querySelector<HTMLElement>(`[data-row-index="${index}"]`)
    const target = row?.matches(FOCUSABLE) ? row : row?.querySelector<HTMLElement>(FOCUSABLE)
    if (!target) return
    pendingFocus.current = null
    target.focus({ preventScroll: true })
  }
  useImperativeHandle(ref, () => ({ focusRow }))
  useLayoutEffect(focusPending)

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const row = (e.target as HTMLElement).closest<HTMLElement>('[data-row-index]')
    if (!row) return
    const to = nextRow(e.key, Number(row.dataset.rowIndex), items.length)
    if (to === undefined) return
    e.preventDefault()
    if (to < 0) onExitTop?.()
    else focusRow(to)
  }

  return (
    // The rows are the controls; the viewport only routes their arrow keys (issue 12 #3).
    <div
      ref={viewport}
      className={`virtual-list${fill ? ' virtual-list--fill' : ''}`}
      role="listbox"
      aria-label={label}
      aria-busy={busy}
      style={{ height: fill ? undefined : height, overflowY: 'auto', position: 'relative' }}
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      onKeyDown={onKeyDown}
    >
      <div style={{ height: items.length * rowHeight, position: 'relative' }}>
        {items.slice(start, end).map((item, i) => (
          <div
            key={itemKey(item, start + i)}
            data-row-index={start + i}
            style={{
              position: 'absolute',
              top: (start + i) * rowHeight,
              height: rowHeight,
              left: 0,
              right: 0,
            }}
          >
            {renderRow(item, start + i)}
          </div>
        ))}
      </div>
    </div>
  )
}

/** The element's height, kept current with a ResizeObserver (where there is one). */
function useMeasuredHeight(
  ref: RefObject<HTMLElement | null>,
  enabled: boolean,
  fallback: number,
): number {
  const [height, setHeight] = useState(fallback)
  useEffect(() => {
    const el = ref.current
    if (!enabled || !el || typeof ResizeObserver === 'undefined') return
    const measure = () => setHeight(el.clientHeight || fallback)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref, enabled, fallback])
  return height
}
