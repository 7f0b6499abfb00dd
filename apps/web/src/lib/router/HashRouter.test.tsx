import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Link } from './Link'
import { HashRouter } from './Router'
import { Navigate, Route, Routes } from './Routes'
import { Where } from './testing'

const where = (): string | null => screen.getByTestId('where').textContent

function App(): ReactElement {
  return (
    <HashRouter>
      <Routes>
        <Route path="/send" element={<Navigate to="/swap" replace />} />
        <Route path="*" element={null} />
      </Routes>
      <Link to="/pool?x=1">Pool</Link>
      <Where />
    </HashRouter>
  )
}

describe('HashRouter', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'))
  afterEach(cleanup)

  it('reads the route from the hash, an empty hash being /', () => {
    render(<App />)
    expect(where()).toBe('/')
    cleanup()
    window.history.replaceState(null, '', '/ipfs/cid/#/swap?x=1#top')
    render(<App />)
    expect(where()).toBe('/swap?x=1#top')
  })

  it('links to #/… and a click pushes the hash URL, keeping the page path', () => {
    window.history.replaceState(null, '', '/ipfs/cid/#/swap')
    render(<App />)
    const before = window.history.length
    const link = screen.getByRole('link', { name: 'Pool' })
    expect(link.getAttribute('href')).toBe('#/pool?x=1')
    fireEvent.click(link)
    expect(window.location.pathname).toBe('/ipfs/cid/')
    expect(window.location.hash).toBe('#/pool?x=1')
    expect(window.history.length).toBe(before + 1)
    expect(where()).toBe('/pool?x=1')
  })

  it('redirects with replaceState, adding no entry', () => {
    window.history.replaceState(null, '', '/#/send')
    const before = window.history.length
    render(<App />)
    expect(window.location.hash).toBe('#/swap')
    expect(window.history.length).toBe(before)
    expect(where()).toBe('/swap')
  })

  it('follows hash changes made outside the app: back button and typed URLs', async () => {
    window.history.replaceState(null, '', '/#/swap')
    render(<App />)
    fireEvent.click(screen.getByRole('link', { name: 'Pool' }))
    expect(where()).toBe('/pool?x=1')
    act(() => window.history.back())
    await waitFor(() => expect(where()).toBe('/swap'))
    act(() => {
      window.location.hash = '#/vote/3'
    })
    await waitFor(() => expect(where()).toBe('/vote/3'))
  })
})
