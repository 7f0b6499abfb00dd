import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryHistory, type History } from './history'
import { type NavigateFunction, useNavigate, useParams, useSearchParams } from './hooks'
import { Router } from './Router'
import { Where } from './testing'

afterEach(cleanup)

function Search(): ReactElement {
  const [params, setParams] = useSearchParams()
  return (
    <>
      <input
        aria-label="q"
        value={params.get('q') ?? ''}
        onInput={(e) => setParams({ q: e.currentTarget.value }, { replace: true })}
      />
      <button type="button" onClick={() => setParams('theme=dark')}>
        dark
      </button>
      <button
        type="button"
        onClick={() => {
          setParams((prev) => ({ ...Object.fromEntries(prev), a: '1' }))
          setParams((prev) => ({ ...Object.fromEntries(prev), b: '2' }))
        }}
      >
        both
      </button>
    </>
  )
}

function renderWith(ui: ReactElement, entries: string[]): History {
  const history = createMemoryHistory({ initialEntries: entries })
  render(
    <Router history={history}>
      {ui}
      <Where />
    </Router>,
  )
  return history
}

const where = (): string | null => screen.getByTestId('where').textContent

describe('useSearchParams', () => {
  it('reads the query, and the setter replaces it on the same pathname', () => {
    const history = renderWith(<Search />, ['/swap?q=eth#x'])
    const replace = vi.spyOn(history, 'replace')
    const input = screen.getByRole('textbox', { name: 'q' }) as HTMLInputElement
    expect(input.value).toBe('eth')
    fireEvent.input(input, { target: { value: 'dai' } })
    expect(where()).toBe('/swap?q=dai')
    expect(replace).toHaveBeenCalledOnce()
    expect(input.value).toBe('dai')
  })

  it('pushes a new entry unless asked to replace', () => {
    const history = renderWith(<Search />, ['/pool?q=eth'])
    fireEvent.click(screen.getByRole('button', { name: 'dark' }))
    expect(where()).toBe('/pool?theme=dark')
    act(() => history.go(-1))
    expect(where()).toBe('/pool?q=eth')
  })

  it('gives function setters the query as it is when called, so updates compose', () => {
    renderWith(<Search />, ['/swap'])
    fireEvent.click(screen.getByRole('button', { name: 'both' }))
    expect(where()).toBe('/swap?a=1&b=2')
  })
})

describe('useNavigate', () => {
  let navigate: NavigateFunction = () => {}
  function Grab(): null {
    navigate = useNavigate()
    return null
  }

  it('pushes, replaces and goes back', () => {
    renderWith(<Grab />, ['/swap'])
    act(() => navigate('/pool?x=1'))
    expect(where()).toBe('/pool?x=1')
    act(() => navigate('/find', { replace: true }))
    act(() => navigate(-1))
    expect(where()).toBe('/swap')
  })

  it('stays the same function across navigations', () => {
    renderWith(<Grab />, ['/swap'])
    const first = navigate
    act(() => navigate('/pool'))
    expect(navigate).toBe(first)
  })
})

describe('useParams', () => {
  it('is empty outside any route', () => {
    function Params(): ReactElement {
      return <p>{JSON.stringify(useParams())}</p>
    }
    renderWith(<Params />, ['/swap'])
    expect(screen.getByText('{}')).toBeTruthy()
  })
})
