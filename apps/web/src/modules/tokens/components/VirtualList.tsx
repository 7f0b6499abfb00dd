import { type ReactNode, useState } from 'react'

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

export interface VirtualListProps<T> {
  items: readonly T[]
  /** Fixed row height in px (spec 01 §2: token rows are 56). */
  rowHeight: number
  /** Height of the scrolling viewport in px. */
  height: number
  /** React key of a row; (item, index). Index keys let a changed result reuse the row elements. */
  itemKey: (item: T, index: number) => string
  renderRow: (item: T, index: number) => ReactNode
  label?: string
}

/** A fixed-row-height windowed list: only the rows in view (plus a few) are in the DOM. */
export function VirtualList<T>({
  items,
  rowHeight,
  height,
  itemKey,
  renderRow,
  label,
}: VirtualListProps<T>) {
  const [scrollTop, setScrollTop] = useState(0)
  const { start, end } = visibleRange(items.length, rowHeight, height, scrollTop)
  return (
    <div
      className="virtual-list"
      role="listbox"
      aria-label={label}
      style={{ height, overflowY: 'auto', position: 'relative' }}
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
    >
      <div style={{ height: items.length * rowHeight, position: 'relative' }}>
        {items.slice(start, end).map((item, i) => (
          <div
            key={itemKey(item, start + i)}
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
