import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { WalletOption } from '../utils/walletOptions'
import { OptionsView } from './OptionsView'

afterEach(cleanup)

const option = (name: string): WalletOption => ({
  key: name,
  kind: 'announced',
  name,
  icon: undefined,
  connector: { uid: name, id: name, name, type: 'injected' },
})

function renderOptions() {
  render(
    <OptionsView
      options={['Local', 'Browser', 'MetaMask'].map(option)}
      connectedKey={undefined}
      onChoose={vi.fn()}
      onShowLegal={vi.fn()}
    />,
  )
  return screen.getAllByRole('button').filter((b) => b.classList.contains('wallet-option'))
}

describe('OptionsView', () => {
  it('moves focus through the wallets with Up/Down (wrapping), Home and End', () => {
    const [first, second, third] = renderOptions()
    first?.focus()
    const press = (key: string) => {
      if (!document.activeElement) throw new Error('nothing focused')
      fireEvent.keyDown(document.activeElement, { key })
    }
    press('ArrowDown')
    expect(document.activeElement).toBe(second)
    press('ArrowDown')
    press('ArrowDown')
    expect(document.activeElement).toBe(first)
    press('ArrowUp')
    expect(document.activeElement).toBe(third)
    press('Home')
    expect(document.activeElement).toBe(first)
    press('End')
    expect(document.activeElement).toBe(third)
  })

  it('links the Terms of Service and the disclaimer, opening safely in a new tab', () => {
    renderOptions()
    for (const name of ['Terms of Service', 'Uniswap Protocol Disclaimer']) {
      const link = screen.getByRole('link', { name })
      expect(link.getAttribute('href')).toMatch(/^https:\/\//)
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    }
  })
})
