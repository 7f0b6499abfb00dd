import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { nextRow, scrollToShow, VirtualList, visibleRange } from './VirtualList'

afterEach(cleanup)

describe('visibleRange', () => {
  it('covers the viewport plus overscan, clamped to the list', () => {
    expect(visibleRange(1000, 56, 560, 0)).toEqual({ start: 0, end: 15 })
    expect(visibleRange(1000, 56, 560, 5600)).toEqual({ start: 96, end: 115 })
    expect(visibleRange(5, 56, 560, 0)).toEqual({ start: 0, end: 5 })
    expect(visibleRange(1000, 56, 560, -20)).toEqual({ start: 0, end: 15 })
  })
})

describe('VirtualList', () => {
  const items = Array.from({ length: 10_000 }, (_, i) => `row ${i}`)
  const renderList = () =>
    render(
      <VirtualList
        items={items}
        rowHeight={56}
        height={280}
        itemKey={(s) => s}
        renderRow={(s) => <span>{s}</span>}
        label="Tokens"
      />,
    )

  it('renders only the rows in view and sizes the scroll area for all', () => {
    renderList()
    expect(screen.getByText('row 0')).toBeTruthy()
    expect(screen.queryByText('row 100')).toBeNull()
    const list = screen.getByRole('listbox', { name: 'Tokens' })
    expect(list.querySelectorAll('span').length).toBeLessThan(20)
    const inner = list.firstElementChild
    expect(inner instanceof HTMLElement && inner.style.height).toBe(`${10_000 * 56}px`)
  })

  it('moves the window on scroll', () => {
    renderList()
    const list = screen.getByRole('listbox', { name: 'Tokens' })
    list.scrollTop = 56 * 100
    fireEvent.scroll(list)
    expect(screen.getByText('row 100')).toBeTruthy()
    expect(screen.queryByText('row 0')).toBeNull()
  })
})

describe('VirtualList keyboard (issue 12 #3)', () => {
  it('maps the navigation keys and scrolls a row into view by as little as needed', () => {
    expect(nextRow('ArrowDown', 3, 10)).toBe(4)
    expect(nextRow('ArrowDown', 9, 10)).toBe(9)
    expect(nextRow('ArrowUp', 0, 10)).toBe(-1)
    expect(nextRow('Home', 5, 10)).toBe(0)
    expect(nextRow('End', 5, 10)).toBe(9)
    expect(nextRow('a', 5, 10)).toBeUndefined()
    expect(scrollToShow(10, 56, 280, 0)).toBe(11 * 56 - 280)
    expect(scrollToShow(2, 56, 280, 0)).toBe(0)
    expect(scrollToShow(2, 56, 280, 500)).toBe(112)
  })

  it('moves the focus with the arrows, End into rows not rendered yet, and out at the top', () => {
    const items = Array.from({ length: 1000 }, (_, i) => `row ${i}`)
    let exited = 0
    render(
      <VirtualList
        items={items}
        rowHeight={56}
        height={280}
        itemKey={(s) => s}
        renderRow={(s) => <button type="button">{s}</button>}
        label="Tokens"
        onExitTop={() => exited++}
      />,
    )
    const first = screen.getByRole('button', { name: 'row 0' })
    first.focus()
    fireEvent.keyDown(first, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'row 1' }))
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'row 999' }))
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'row 0' }))
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' })
    expect(exited).toBe(1)
  })
})
