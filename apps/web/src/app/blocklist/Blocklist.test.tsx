import { cleanup, render, screen } from '@testing-library/react'
import type { Address } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { useConnectionStore } from '../../chain/connection'
import { Blocklist } from './Blocklist'

afterEach(() => {
  cleanup()
  useConnectionStore.setState({ address: undefined, status: 'disconnected' })
})

function renderFor(address: Address | undefined) {
  useConnectionStore.setState({ address, status: address ? 'connected' : 'disconnected' })
  render(
    <Blocklist>
      <p>the app</p>
    </Blocklist>,
  )
}

describe('Blocklist', () => {
  it("shows only 'Blocked address' to a blocked account, never the app first", async () => {
    renderFor('0x8589427373d6d84e98730d7795d8f6f8731fda16')
    expect(screen.queryByText('the app')).toBeNull() // while the list loads
    expect((await screen.findByTestId('blocked-address')).textContent).toBe('Blocked address')
    expect(screen.queryByText('the app')).toBeNull()
  })

  it('shows the app to other accounts and without a wallet', async () => {
    renderFor('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(await screen.findByText('the app')).toBeTruthy()
    cleanup()
    renderFor(undefined)
    expect(screen.getByText('the app')).toBeTruthy()
  })
})
