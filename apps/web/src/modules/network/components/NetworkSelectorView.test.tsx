import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PUBLIC_CHAINS } from '../../../chain/publicChains'
import { createChainTable } from '../../../chain/table'
import { TESTNET_CHAINS } from '../../../chain/testnets'
import { NetworkSelectorView, type NetworkSelectorViewProps } from './NetworkSelectorView'

afterEach(cleanup)

const { selectable } = createChainTable([...PUBLIC_CHAINS, ...TESTNET_CHAINS], [])
const [ethereum] = selectable

/** Renders the selector; when open, waits for the menu (its code loads on first open). */
async function renderSelector(open: boolean, notes?: NetworkSelectorViewProps['notes']) {
  const props = { onToggle: vi.fn(), onClose: vi.fn(), onSelect: vi.fn() }
  if (!ethereum) throw new Error('no selectable chain')
  render(
    <NetworkSelectorView
      chains={selectable}
      active={ethereum}
      open={open}
      switching={false}
      notes={notes}
      {...props}
    />,
  )
  if (open) await screen.findByRole('menu')
  return props
}

describe('NetworkSelectorView', () => {
  it('shows the current chain on its button and toggles the menu', async () => {
    const { onToggle } = await renderSelector(false)
    const button = screen.getByTestId('network-selector')
    expect(button).toHaveProperty('textContent', 'Ethereum')
    expect(screen.queryByRole('menu')).toBeNull()
    fireEvent.click(button)
    expect(onToggle).toHaveBeenCalled()
  })

  it('lists the selectable chains as menu items, the current one marked', async () => {
    const { onSelect } = await renderSelector(true)
    const items = screen.getAllByRole('menuitem').map((i) => i.textContent)
    expect(items.slice(0, 6)).toEqual([
      'Ethereum',
      'Base',
      'Unichain',
      'Arbitrum',
      'Optimism',
      'Polygon',
    ])
    expect(items).toHaveLength(selectable.length)
    expect(screen.getByRole('menuitem', { name: 'Ethereum' }).getAttribute('aria-current')).toBe(
      'true',
    )
    fireEvent.click(screen.getByRole('menuitem', { name: 'Polygon' }))
    expect(onSelect).toHaveBeenCalledWith(137)
  })

  it('closes on Escape', async () => {
    const { onClose } = await renderSelector(true)
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' })
    expect(onClose).toHaveBeenCalled()
  })

  it('marks a network that cannot work here, says why, and does not pick it (issue 12 #11)', async () => {
    const { onSelect } = await renderSelector(
      true,
      new Map([
        [10, { note: 'localWalletOnly', disabled: true }],
        [137, { note: 'publicOnReplica', disabled: false }],
      ]),
    )
    const optimism = screen.getByRole('menuitem', { name: 'Optimism' })
    expect(optimism.getAttribute('aria-disabled')).toBe('true')
    const description = document.getElementById(optimism.getAttribute('aria-describedby') ?? '')
    expect(description?.textContent).toMatch(
      /Not available with the Local test wallet.*Connect another wallet/,
    )
    fireEvent.click(optimism)
    expect(onSelect).not.toHaveBeenCalled()
    const polygon = screen.getByRole('menuitem', { name: 'Polygon' })
    expect(polygon.getAttribute('aria-disabled')).toBeNull()
    fireEvent.click(polygon)
    expect(onSelect).toHaveBeenCalledWith(137)
  })

  it('shows a note several networks share once, and describes each of them with it', async () => {
    renderSelector(
      true,
      new Map([
        [10, { note: 'localWalletOnly', disabled: true }],
        [42161, { note: 'localWalletOnly', disabled: true }],
      ]),
    )
    expect(screen.getAllByText(/Not available with the Local test wallet/)).toHaveLength(1)
    const ids = ['Optimism', 'Arbitrum'].map((name) =>
      screen.getByRole('menuitem', { name }).getAttribute('aria-describedby'),
    )
    expect(ids[0]).toBeTruthy()
    expect(ids[0]).toBe(ids[1])
  })

  it('groups the networks: main networks, then testnets under their heading (issue 33)', async () => {
    await renderSelector(true)
    const groups = screen.getAllByRole('group')
    expect(
      groups.map(
        (g) =>
          g.getAttribute('aria-labelledby') &&
          document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent,
      ),
    ).toEqual(['Networks', 'Testnets'])
    expect(
      within(groups[1] as HTMLElement).getByRole('menuitem', { name: 'Base Sepolia' }),
    ).toBeTruthy()
  })

  it('filters as you type from a row, and Enter in the search box picks the first match', async () => {
    const { onSelect } = await renderSelector(true)
    const current = screen.getByRole('menuitem', { name: 'Ethereum' })
    expect(document.activeElement).toBe(current)
    fireEvent.keyDown(current, { key: 'u' })
    const search = screen.getByRole('searchbox', { name: 'Search networks' })
    expect(document.activeElement).toBe(search)
    fireEvent.change(search, { target: { value: 'uni' } })
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Unichain',
      'Unichain Sepolia',
    ])
    fireEvent.keyDown(search, { key: 'Enter' })
    expect(onSelect).toHaveBeenCalledWith(130)
  })

  it('moves between the search box and the rows with the arrow keys', async () => {
    await renderSelector(true)
    const search = screen.getByRole('searchbox', { name: 'Search networks' })
    fireEvent.change(search, { target: { value: 'arb' } })
    fireEvent.keyDown(search, { key: 'ArrowDown' })
    expect(document.activeElement?.textContent).toBe('Arbitrum')
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' })
    expect(document.activeElement?.textContent).toBe('Arbitrum Sepolia')
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' })
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' })
    expect(document.activeElement).toBe(search)
  })

  it('says so when no network matches', async () => {
    await renderSelector(true)
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'solana' } })
    expect(screen.queryAllByRole('menuitem')).toHaveLength(0)
    expect(screen.getByRole('status').textContent).toBe('No network matches “solana”.')
  })

  it('keeps the no-RPC note on each row, with its own chain id', async () => {
    await renderSelector(
      true,
      new Map([
        [1, { note: 'noRpc', disabled: true }],
        [11155111, { note: 'noRpc', disabled: true }],
      ]),
    )
    for (const [name, id] of [
      ['Ethereum', 1],
      ['Sepolia', 11155111],
    ] as const) {
      const item = screen.getByRole('menuitem', { name })
      const note = document.getElementById(item.getAttribute('aria-describedby') ?? '')
      expect(note?.textContent).toContain(`VITE_RPC_URL_${id} set`)
    }
  })
})
