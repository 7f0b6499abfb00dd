import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Link, Router, useLocation, useSearch } from 'wouter'
import {
  currentHashPathname,
  currentHashSearch,
  navigateHash,
  useHashLocation,
} from './hashLocation'

function Where() {
  const [pathname] = useLocation()
  const search = useSearch()
  return <output data-testid="where">{`${pathname}|${search}`}</output>
}

const where = () => screen.getByTestId('where').textContent

describe('hashLocation', () => {
  beforeEach(() => window.history.replaceState(null, '', '/ipfs/cid/?gateway=1'))
  afterEach(cleanup)

  it('reads the route and its query from the hash; an empty hash is /', () => {
    expect(currentHashPathname()).toBe('/')
    expect(currentHashSearch()).toBe('')
    window.history.replaceState(null, '', '#/swap?theme=dark&ape')
    expect(currentHashPathname()).toBe('/swap')
    expect(currentHashSearch()).toBe('theme=dark&ape')
  })

  it('navigates inside the hash, keeping the page path and query (IPFS gateways)', () => {
    const before = window.history.length
    navigateHash('/pool?origin=/pool/v2')
    expect(window.location.pathname).toBe('/ipfs/cid/')
    expect(window.location.search).toBe('?gateway=1')
    expect(window.location.hash).toBe('#/pool?origin=/pool/v2')
    expect(window.history.length).toBe(before + 1)
    navigateHash('~/swap', { replace: true })
    expect(window.location.hash).toBe('#/swap')
    expect(window.history.length).toBe(before + 1)
  })

  it('gives wouter the path and the query, and follows navigations and back/forward', async () => {
    window.history.replaceState(null, '', '#/swap?inputCurrency=ETH')
    render(
      <Router hook={useHashLocation}>
        <Link to="/pool?x=1">pool</Link>
        <Where />
      </Router>,
    )
    expect(where()).toBe('/swap|inputCurrency=ETH')
    expect(screen.getByRole('link').getAttribute('href')).toBe('#/pool?x=1')
    act(() => screen.getByRole('link').click())
    expect(where()).toBe('/pool|x=1')
    await act(async () => {
      window.history.replaceState(null, '', '#/vote')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(where()).toBe('/vote|')
  })
})
