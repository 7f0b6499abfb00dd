import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ListedToken } from '../types'
import { TokenSearchView, type TokenSearchViewProps } from './TokenSearchView'

afterEach(cleanup)

const token = (symbol: string, address: string, name = `${symbol} token`): ListedToken => ({
  chainId: 1,
  address,
  decimals: 18,
  symbol,
  name,
})
const A = token('AAA', '0x000000000000000000000000000000000000000a')
const B = token('AVeryLongSymbolOverTwentyChars', '0x000000000000000000000000000000000000000b')

function view(overrides: Partial<TokenSearchViewProps> = {}) {
  const props: TokenSearchViewProps = {
    query: '',
    onQueryChange: vi.fn(),
    onEnter: vi.fn(),
    bases: [],
    rows: [
      { token: A, active: true, balance: 5n },
      { token: B, active: false },
    ],
    searching: false,
    formatBalance: (r) => (r.balance === undefined ? undefined : r.balance.toString()),
    logo: () => null,
    onSelect: vi.fn(),
    onImport: vi.fn(),
    onManage: vi.fn(),
    ...overrides,
  }
  render(<TokenSearchView {...props} />)
  return props
}

describe('TokenSearchView', () => {
  it("marks the token already chosen 'Selected', and says on hover what 'Active' means (issue 34 #13)", () => {
    const C = token('CCC', '0x000000000000000000000000000000000000000c')
    view({
      rows: [
        { token: A, active: true },
        { token: C, active: true },
      ],
      selectedAddress: C.address,
    })
    const chosen = screen.getByRole('option', { name: /CCC/ })
    expect(chosen.getAttribute('aria-selected')).toBe('true')
    expect(chosen.textContent).toContain('Selected')
    expect(chosen.textContent).not.toContain('Active')
    const other = screen.getByRole('option', { name: /AAA/ })
    expect(screen.getByText('Active').getAttribute('title')).toBe(
      'On one of your active token lists, or added by you',
    )
    expect(other.textContent).not.toContain('Selected')
  })

  it('shows rows with Active or Import, balances and shortened symbols', () => {
    const props = view()
    expect(document.activeElement).toBe(screen.getByPlaceholderText('Search name or paste address'))
    expect(screen.getByText('Active')).toBeTruthy()
    expect(screen.getByText('5')).toBeTruthy()
    expect(screen.getByText('AVer...Chars')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Import' }))
    expect(props.onImport).toHaveBeenCalledWith(B)
    fireEvent.click(screen.getByRole('option', { name: /AAA/ }))
    expect(props.onSelect).toHaveBeenCalledWith(A)
  })

  it('marks the list busy while the search settles, and not once it has', () => {
    view({ searching: true })
    expect(screen.getByRole('listbox').getAttribute('aria-busy')).toBe('true')
    cleanup()
    view()
    expect(screen.getByRole('listbox').getAttribute('aria-busy')).toBe('false')
  })

  it("says 'No results found.' when nothing matches", () => {
    view({ rows: [] })
    expect(screen.getByText('No results found.')).toBeTruthy()
  })

  it('types, submits on Enter and opens Manage Token Lists', () => {
    const props = view()
    const input = screen.getByPlaceholderText('Search name or paste address')
    fireEvent.input(input, { target: { value: 'aa' } })
    expect(props.onQueryChange).toHaveBeenCalledWith('aa')
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(props.onEnter).toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Manage Token Lists' }))
    expect(props.onManage).toHaveBeenCalled()
  })

  it('disables the current selection among bases and rows', () => {
    view({ bases: [A], selectedAddress: A.address })
    expect(screen.getByRole('option', { name: /AAA/ }).getAttribute('aria-disabled')).toBe('true')
  })
})
