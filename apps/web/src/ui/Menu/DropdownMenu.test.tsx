import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { DropdownMenu } from './DropdownMenu'

afterEach(cleanup)

function renderMenu() {
  render(
    <DropdownMenu button="More" menuLabel="More destinations" testId="more">
      <a href="#/vote" role="menuitem" className="dropdown-menu__item">
        Vote
      </a>
      <a href="#/uni" role="menuitem" className="dropdown-menu__item">
        Mining
      </a>
    </DropdownMenu>,
  )
  return screen.getByTestId('more')
}

describe('DropdownMenu', () => {
  it('opens on the button with the focus on the first item; arrows wrap, Home and End jump', () => {
    const button = renderMenu()
    expect(screen.queryByRole('menu')).toBeNull()
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    const menu = screen.getByRole('menu', { name: 'More destinations' })
    const [vote, mining] = screen.getAllByRole('menuitem')
    expect(document.activeElement).toBe(vote)
    fireEvent.keyDown(menu, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(mining)
    fireEvent.keyDown(menu, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(vote)
    fireEvent.keyDown(menu, { key: 'ArrowUp' })
    expect(document.activeElement).toBe(mining)
    fireEvent.keyDown(menu, { key: 'Home' })
    expect(document.activeElement).toBe(vote)
    fireEvent.keyDown(menu, { key: 'End' })
    expect(document.activeElement).toBe(mining)
  })

  it('closes on Escape with the focus back on its button, and when an item is chosen', () => {
    const button = renderMenu()
    fireEvent.click(button)
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' })
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(button)
    fireEvent.click(button)
    fireEvent.click(screen.getByRole('menuitem', { name: 'Mining' }))
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('closes on a press outside it', () => {
    const button = renderMenu()
    fireEvent.click(button)
    fireEvent.pointerDown(document.body)
    expect(screen.queryByRole('menu')).toBeNull()
  })
})
