import { act, cleanup, render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, type History } from './history'
import { useParams } from './hooks'
import { MemoryRouter, Router } from './Router'
import { Navigate, Route, Routes } from './Routes'
import { Where } from './testing'

afterEach(cleanup)

function Show({ name }: { name: string }): ReactElement {
  return <h1>{`${name} ${JSON.stringify(useParams())}`}</h1>
}

function Vote(): ReactElement {
  return (
    <Routes>
      <Route index element={<Show name="vote" />} />
      <Route path="create-proposal" element={<Show name="create" />} />
      <Route path=":id" element={<Show name="proposal" />} />
      <Route path=":governorIndex/:id" element={<Show name="proposal" />} />
      <Route path="*" element={<Navigate to="/swap" replace />} />
    </Routes>
  )
}

function Table(): ReactElement {
  return (
    <Routes>
      <Route path="/swap" element={<Show name="swap" />} />
      <Route path="/vote/*" element={<Vote />} />
      <Route path="/pool/v2" element={<Show name="v2" />} />
      <Route path="/pool/:tokenId" element={<Show name="position" />} />
      <Route path="/add/v2/:currencyIdA?/:currencyIdB?" element={<Show name="add-v2" />} />
      <Route path="/add/:currencyIdA?/:currencyIdB?/:feeAmount?" element={<Show name="add-v3" />} />
      <Route path="/old" element={<Navigate to={{ pathname: '/swap', search: '?x=1' }} />} />
      <Route path="/gone" element={<Navigate to="/swap" replace />} />
      <Route path="*" element={<Show name="other" />} />
    </Routes>
  )
}

function visit(path: string): void {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Table />
      <Where />
    </MemoryRouter>,
  )
}

const heading = (): string | null => screen.getByRole('heading').textContent

describe('Routes', () => {
  it('shows the first route matching the whole path, with its params', () => {
    visit('/pool/v2')
    expect(heading()).toBe('v2 {}')
    cleanup()
    visit('/pool/42')
    expect(heading()).toBe('position {"tokenId":"42"}')
  })

  it('tells /add/v2/... from /add/{a}/{b}/{fee} and fills optional params', () => {
    visit('/add/v2/ETH/0xabc')
    expect(heading()).toBe('add-v2 {"currencyIdA":"ETH","currencyIdB":"0xabc"}')
    cleanup()
    visit('/add')
    expect(heading()).toBe('add-v3 {}')
    cleanup()
    visit('/add/ETH/0xabc/3000')
    expect(heading()).toBe('add-v3 {"currencyIdA":"ETH","currencyIdB":"0xabc","feeAmount":"3000"}')
  })

  it('falls through to the catch-all', () => {
    visit('/nowhere/at/all')
    expect(heading()).toBe('other {"*":"nowhere/at/all"}')
  })

  it('matches nested routes relative to the splat route, index included', () => {
    visit('/vote')
    expect(heading()).toBe('vote {"*":""}')
    cleanup()
    visit('/vote/create-proposal')
    expect(heading()).toMatch(/^create /)
    cleanup()
    visit('/vote/3')
    expect(heading()).toBe('proposal {"*":"3","id":"3"}')
    cleanup()
    visit('/vote/1/42')
    expect(heading()).toBe('proposal {"*":"1/42","governorIndex":"1","id":"42"}')
  })

  it("follows a nested route's catch-all redirect", () => {
    visit('/vote/1/2/3')
    expect(heading()).toBe('swap {}')
    expect(screen.getByTestId('where').textContent).toBe('/swap')
  })
})

describe('Navigate', () => {
  function renderAt(path: string): History {
    const history = createMemoryHistory({ initialEntries: ['/start', path] })
    render(
      <Router history={history}>
        <Table />
        <Where />
      </Router>,
    )
    return history
  }

  it('with replace, takes the place of the redirecting entry', () => {
    const history = renderAt('/gone')
    expect(screen.getByTestId('where').textContent).toBe('/swap')
    act(() => history.go(-1))
    expect(screen.getByTestId('where').textContent).toBe('/start')
  })

  it('without replace, adds an entry after the redirecting one', () => {
    const history = createMemoryHistory({ initialEntries: ['/start', '/old'] })
    const push = vi.spyOn(history, 'push')
    const replace = vi.spyOn(history, 'replace')
    render(
      <Router history={history}>
        <Table />
        <Where />
      </Router>,
    )
    expect(screen.getByTestId('where').textContent).toBe('/swap?x=1')
    expect(push).toHaveBeenCalledExactlyOnceWith({ pathname: '/swap', search: '?x=1', hash: '' })
    expect(replace).not.toHaveBeenCalled()
  })
})
