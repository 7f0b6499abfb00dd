import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { VirtualList, visibleRange } from './VirtualList'

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
