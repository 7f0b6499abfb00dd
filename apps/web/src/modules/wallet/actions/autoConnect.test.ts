import { describe, expect, it } from 'vitest'
import { autoConnectOrder } from './autoConnect'

const c = (id: string, type: string) => ({ id, type })
const connectors = [
  c('localTestWallet', 'localTestWallet'),
  c('safe', 'safe'),
  c('metaMaskSDK', 'metaMask'),
  c('coinbaseWalletSDK', 'coinbaseWallet'),
  c('io.rabby', 'injected'),
  c('injected', 'injected'),
]
const ids = (list: { id: string }[]) => list.map((x) => x.id)

describe('autoConnectOrder', () => {
  it('tries the Safe connector first inside an iframe (a possible Safe host)', () => {
    const order = autoConnectOrder({ connectors, recentConnectorId: 'io.rabby', inSafeHost: true })
    expect(ids(order)).toEqual(['safe', 'io.rabby', 'injected'])
  })

  it('never probes the Safe connector outside an iframe', () => {
    const order = autoConnectOrder({ connectors, recentConnectorId: 'safe', inSafeHost: false })
    expect(ids(order)).toEqual(['io.rabby', 'injected'])
  })

  it('tries the wallet used last first, then the injected wallets', () => {
    const order = autoConnectOrder({
      connectors,
      recentConnectorId: 'localTestWallet',
      inSafeHost: false,
    })
    expect(ids(order)).toEqual(['localTestWallet', 'io.rabby', 'injected'])
  })

  it('probes only injected wallets when nothing was used, never the SDK wallets', () => {
    const order = autoConnectOrder({ connectors, recentConnectorId: null, inSafeHost: false })
    expect(ids(order)).toEqual(['io.rabby', 'injected'])
  })
})
