import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Config } from 'wagmi'
import { WagmiContext } from 'wagmi'
import { Blocklist } from './Blocklist'

const account = vi.hoisted(() => ({ address: undefined as string | undefined }))

vi.mock('wagmi', async (importOriginal) => ({
  ...(await importOriginal<typeof import('wagmi')>()),
  useConnection: () => ({ address: account.address }),
}))

afterEach(cleanup)

function renderWithWagmi() {
  const config = { chains: [] } as unknown as Config
  render(
    <WagmiContext.Provider value={config}>
      <Blocklist>
        <p>the app</p>
      </Blocklist>
    </WagmiContext.Provider>,
  )
}

describe('Blocklist', () => {
  it("shows only 'Blocked address' to a blocked account, never the app first", async () => {
    account.address = '0x8589427373d6d84e98730d7795d8f6f8731fda16'
    renderWithWagmi()
    expect(screen.queryByText('the app')).toBeNull() // while the list loads
    expect((await screen.findByTestId('blocked-address')).textContent).toBe('Blocked address')
    expect(screen.queryByText('the app')).toBeNull()
  })

  it('shows the app to other accounts and without a wallet provider', async () => {
    account.address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    renderWithWagmi()
    expect(await screen.findByText('the app')).toBeTruthy()
    cleanup()
    render(
      <Blocklist>
        <p>the app</p>
      </Blocklist>,
    )
    expect(screen.getByText('the app')).toBeTruthy()
  })
})
