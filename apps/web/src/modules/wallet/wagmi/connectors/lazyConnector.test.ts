import { describe, expect, it, vi } from 'vitest'
import type { CreateConnectorFn } from 'wagmi'
import { SDK_CONNECTOR_META } from '.'
import { lazyConnector } from './lazyConnector'
import { coinbaseWallet, metaMask, safe, walletConnect } from './sdkConnectors'

type Config = Parameters<CreateConnectorFn>[0]
const config = {
  chains: [],
  emitter: { emit: vi.fn() },
  storage: null,
  transports: {},
} as unknown as Config

describe('lazy wallet connectors', () => {
  it.each([
    ['safe', safe()],
    ['metaMask', metaMask()],
    ['coinbaseWallet', coinbaseWallet()],
    ['walletConnect', walletConnect({ projectId: 'x' })],
  ] as const)('lists %s under the id, name, type and rdns of the real connector', (key, fn) => {
    const real = fn(config)
    const { id, name, type, rdns } = real
    expect(SDK_CONNECTOR_META[key]).toEqual(
      rdns === undefined ? { id, name, type } : { id, name, type, rdns },
    )
  })

  it('loads the real connector only when the wallet is used, once', async () => {
    const realConnect = vi.fn(async () => ({ accounts: ['0x1'], chainId: 1 }))
    const setup = vi.fn(async () => {})
    const create = vi.fn(() => ({
      id: 'x',
      name: 'X',
      type: 'x',
      setup,
      connect: realConnect,
      isAuthorized: async () => true,
    }))
    const load = vi.fn(async () => create as unknown as CreateConnectorFn)
    const connector = lazyConnector({ id: 'x', name: 'X', type: 'x' }, load)(config)
    expect(connector.name).toBe('X')
    expect(load).not.toHaveBeenCalled()
    await expect(connector.isAuthorized()).resolves.toBe(true)
    await expect(connector.connect()).resolves.toEqual({ accounts: ['0x1'], chainId: 1 })
    expect(load).toHaveBeenCalledTimes(1)
    expect(create).toHaveBeenCalledWith(config)
    expect(setup).toHaveBeenCalledTimes(1)
  })
})
