import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PUBLIC_CHAINS } from '../../../chain/chains'
import { createChainTable } from '../../../chain/table'
import { NetworkSelectorView } from './NetworkSelectorView'

afterEach(cleanup)

const { selectable } = createChainTable(PUBLIC_CHAINS, [])
const [ethereum] = selectable

function renderSelector(open: boolean) {
  const props = { onToggle: vi.fn(), onClose: vi.fn(), onSelect: vi.fn() }
  if (!ethereum) throw new Error('no selectable chain')
  render(
    <NetworkSelectorView
      chains={selectable}
      active={ethereum}
      open={open}
      switching={false}
      {...props}
    />,
  )
  return props
}

describe('NetworkSelectorView', () => {
  it('shows the current chain on its button and toggles the menu', () => {
    const { onToggle } = renderSelector(false)
    const button = screen.getByTestId('network-selector')
    expect(button).toHaveProperty('textContent', 'Ethereum')
    expect(screen.queryByRole('menu')).toBeNull()
    fireEvent.click(button)
    expect(onToggle).toHaveBeenCalled()
  })

  it('lists the selectable chains as menu items, the current one marked', () => {
    const { onSelect } = renderSelector(true)
    const items = screen.getAllByRole('menuitem').map((i) => i.getAttribute('aria-label'))
    expect(items).toEqual(['Ethereum', 'Optimism', 'Arbitrum', 'Polygon'])
    expect(screen.getByRole('menuitem', { name: 'Ethereum' }).getAttribute('aria-current')).toBe(
      'true',
    )
    fireEvent.click(screen.getByRole('menuitem', { name: 'Polygon' }))
    expect(onSelect).toHaveBeenCalledWith(137)
  })

  it('closes on Escape', () => {
    const { onClose } = renderSelector(true)
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' })
    expect(onClose).toHaveBeenCalled()
  })
})
