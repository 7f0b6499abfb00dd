import { describe, expect, it } from 'vitest'
import { type ConnectorLike, walletOptions } from './walletOptions'

const connector = (id: string, type: string, name = id, icon?: string): ConnectorLike => ({
  uid: `uid-${id}`,
  id,
  type,
  name,
  icon,
})

const CONNECTORS = [
  connector('localTestWallet', 'localTestWallet', 'Local test wallet'),
  connector('safe', 'safe', 'Safe'),
  connector('metaMaskSDK', 'metaMask', 'MetaMask'),
  connector('coinbaseWalletSDK', 'coinbaseWallet', 'Coinbase Wallet'),
  connector('walletConnect', 'walletConnect', 'WalletConnect'),
  connector('injected', 'injected', 'Injected'),
]

const base = { onLocalChain: true, hasInjectedProvider: false, injectedName: 'Browser Wallet' }

describe('walletOptions', () => {
  it('lists the local wallet first and never lists Safe', () => {
    const names = walletOptions({ ...base, connectors: CONNECTORS }).map((o) => o.name)
    expect(names).toEqual(['Local test wallet', 'MetaMask', 'WalletConnect', 'Coinbase Wallet'])
  })

  it('hides the Local test wallet off the local chains', () => {
    const kinds = walletOptions({ ...base, onLocalChain: false, connectors: CONNECTORS }).map(
      (o) => o.kind,
    )
    expect(kinds).not.toContain('local')
  })

  it('lists each EIP-6963 wallet by its announced name and icon, and then no anonymous entry', () => {
    const rabby = connector('io.rabby', 'injected', 'Rabby Wallet', 'data:image/svg+xml,r')
    const options = walletOptions({
      ...base,
      hasInjectedProvider: true,
      connectors: [...CONNECTORS, rabby],
    })
    expect(options[1]).toMatchObject({
      kind: 'announced',
      name: 'Rabby Wallet',
      icon: 'data:image/svg+xml,r',
    })
    expect(options.map((o) => o.kind)).not.toContain('injected')
  })

  it('offers window.ethereum under a plain name when no wallet announced itself', () => {
    const options = walletOptions({ ...base, hasInjectedProvider: true, connectors: CONNECTORS })
    expect(options[1]).toMatchObject({ kind: 'injected', name: 'Browser Wallet' })
  })

  it("names the Local test wallet in the user's language", () => {
    const options = walletOptions({
      ...base,
      localName: 'Lokale Testwallet',
      connectors: CONNECTORS,
    })
    expect(options[0]).toMatchObject({ kind: 'local', name: 'Lokale Testwallet' })
  })
})
