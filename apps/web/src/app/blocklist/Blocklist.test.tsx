import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import type { Address } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useConnectionStore } from '../../chain/connection'
import { Blocklist } from './Blocklist'

afterEach(() => {
  cleanup()
  useConnectionStore.setState({ address: undefined, status: 'disconnected' })
})

const connect = (address: Address | undefined) =>
  useConnectionStore.setState({ address, status: address ? 'connected' : 'disconnected' })

/** The text is on the page and no ancestor hides it (a hidden Activity sets display: none). */
function shown(text: string): boolean {
  let node: HTMLElement | null = screen.queryByText(text)
  if (!node) return false
  while (node) {
    if (node.style.display === 'none') return false
    node = node.parentElement
  }
  return true
}

function renderFor(address: Address | undefined) {
  connect(address)
  render(
    <Blocklist>
      <p>the app</p>
    </Blocklist>,
  )
}

describe('Blocklist', () => {
  it("shows only 'Blocked address' to a blocked account, never the app first", async () => {
    renderFor('0x8589427373d6d84e98730d7795d8f6f8731fda16')
    expect(shown('the app')).toBe(false) // while the list loads
    expect((await screen.findByTestId('blocked-address')).textContent).toBe('Blocked address')
    expect(shown('the app')).toBe(false)
  })

  it('shows the app to other accounts and without a wallet', async () => {
    renderFor('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    await screen.findByText('the app')
    await act(async () => {})
    expect(shown('the app')).toBe(true)
    cleanup()
    renderFor(undefined)
    expect(shown('the app')).toBe(true)
  })

  it('keeps the app mounted, with its state, when a wallet connects before the list has loaded', async () => {
    // A fresh module: the list not loaded yet (the cache of the tests above is module state).
    vi.resetModules()
    const { Blocklist: FreshBlocklist } = await import('./Blocklist')
    const { useConnectionStore: freshStore } = await import('../../chain/connection')
    let created = 0
    function App() {
      const [instance] = useState(() => ++created)
      return <p>the app {instance}</p>
    }
    render(
      <FreshBlocklist>
        <App />
      </FreshBlocklist>,
    )
    expect(shown('the app 1')).toBe(true)
    // The wallet reconnects before the list's chunk has arrived: the app hides meanwhile.
    act(() => freshStore.setState({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }))
    expect(shown('the app 1')).toBe(false)
    await waitFor(() => expect(shown('the app 1')).toBe(true))
    // The same component instance: never unmounted, so what the user typed is kept.
    expect(created).toBe(1)
  })
})
