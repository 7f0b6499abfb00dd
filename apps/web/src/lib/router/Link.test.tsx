import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory } from './history'
import { Link } from './Link'
import { MemoryRouter, Router } from './Router'
import { Route, Routes } from './Routes'
import { Where } from './testing'

afterEach(cleanup)

describe('Link', () => {
  it('renders a real anchor with the href and attributes it was given', () => {
    render(
      <MemoryRouter initialEntries={['/swap?x=1']}>
        <Link to={{ pathname: '/swap', search: '?lng=de' }} className="c" lang="de" aria-label="L">
          Deutsch
        </Link>
      </MemoryRouter>,
    )
    const link = screen.getByRole('link', { name: 'L' })
    expect(link.getAttribute('href')).toBe('/swap?lng=de')
    expect(link.className).toBe('c')
    expect(link.getAttribute('lang')).toBe('de')
    expect(link.textContent).toBe('Deutsch')
  })

  it('navigates in place on a plain left click, adding a history entry', () => {
    const history = createMemoryHistory({ initialEntries: ['/swap'] })
    const push = vi.spyOn(history, 'push')
    render(
      <Router history={history}>
        <Link to="/pool">Pool</Link>
        <Where />
      </Router>,
    )
    const event = fireEvent.click(screen.getByRole('link', { name: 'Pool' }))
    expect(event).toBe(false) // default prevented: no page load
    expect(screen.getByTestId('where').textContent).toBe('/pool')
    expect(push).toHaveBeenCalledOnce()
  })

  it('replaces the entry when the link points at the current page', () => {
    const history = createMemoryHistory({ initialEntries: ['/pool'] })
    const push = vi.spyOn(history, 'push')
    render(
      <Router history={history}>
        <Link to="/pool">Pool</Link>
      </Router>,
    )
    fireEvent.click(screen.getByRole('link', { name: 'Pool' }))
    expect(push).not.toHaveBeenCalled()
  })

  it('leaves modifier and middle clicks, and other targets, to the browser', () => {
    // Records whether the link left the click alone, then stops jsdom from loading the href.
    const leftAlone: boolean[] = []
    const record = (e: Event): void => {
      leftAlone.push(!e.defaultPrevented)
      e.preventDefault()
    }
    window.addEventListener('click', record)
    render(
      <MemoryRouter initialEntries={['/swap']}>
        <Link to="/pool">Pool</Link>
        <Link to="/pool" target="_blank">
          Pool in a new tab
        </Link>
        <Where />
      </MemoryRouter>,
    )
    const link = screen.getByRole('link', { name: 'Pool' })
    for (const init of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { button: 1 }]) {
      fireEvent.click(link, init)
    }
    fireEvent.click(screen.getByRole('link', { name: 'Pool in a new tab' }))
    window.removeEventListener('click', record)
    expect(leftAlone).toEqual([true, true, true, true, true])
    expect(screen.getByTestId('where').textContent).toBe('/swap')
  })

  it("runs the caller's onClick first and respects its preventDefault", () => {
    render(
      <MemoryRouter initialEntries={['/swap']}>
        <Link to="/pool" onClick={(e) => e.preventDefault()}>
          Pool
        </Link>
        <Where />
      </MemoryRouter>,
    )
    fireEvent.click(screen.getByRole('link', { name: 'Pool' }))
    expect(screen.getByTestId('where').textContent).toBe('/swap')
  })

  it('resolves a relative link against its route', () => {
    render(
      <MemoryRouter initialEntries={['/vote']}>
        <Routes>
          <Route path="/vote/*" element={<Link to="create-proposal">Create</Link>} />
        </Routes>
      </MemoryRouter>,
    )
    expect(screen.getByRole('link', { name: 'Create' }).getAttribute('href')).toBe(
      '/vote/create-proposal',
    )
  })
})
