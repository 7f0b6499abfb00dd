import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { GetChainClient } from '../../chain/clients'
import type { RuntimeConfig } from '../../chain/runtimeConfig'

// wagmi's side of the start, replaced: what matters here is whether and when it loads.
const wagmiStart = vi.hoisted(() => ({
  createWallet: vi.fn(async () => ({ wagmi: 'config' })),
  restoreConnection: vi.fn(async () => undefined),
}))
vi.mock('./wagmi/start', () => wagmiStart)

const runtime = {} as RuntimeConfig
const getClient = (() => undefined) as unknown as GetChainClient

/** A fresh session module (its start runs once per page) with the restoring flag as given. */
async function freshSession(restoring: boolean) {
  vi.resetModules()
  const { useRestoringStore } = await import('./state/restoring')
  useRestoringStore.setState({ restoring })
  return { session: await import('./session'), useRestoringStore }
}

describe('the wallet start (spec 01 §4 Autoconnect)', () => {
  beforeEach(() => {
    wagmiStart.createWallet.mockClear()
    wagmiStart.restoreConnection.mockClear()
  })
  afterEach(() => vi.useRealTimers())

  it('loads wagmi and restores the last connection when there is one to try', async () => {
    const { session, useRestoringStore } = await freshSession(true)
    session.startWallet(runtime, getClient)
    await vi.waitFor(() => expect(useRestoringStore.getState().restoring).toBe(false))
    expect(wagmiStart.createWallet).toHaveBeenCalledTimes(1)
    expect(wagmiStart.restoreConnection).toHaveBeenCalledWith({ wagmi: 'config' })
  })

  it('with nothing to restore, loads wagmi only when the wallet is asked for, and once', async () => {
    const { session } = await freshSession(false)
    session.startWallet(runtime, getClient)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(wagmiStart.createWallet).not.toHaveBeenCalled()

    const [a, b] = await Promise.all([session.walletConfig(), session.walletConfig()])
    expect(a).toBe(b)
    expect(wagmiStart.createWallet).toHaveBeenCalledTimes(1)
    expect(wagmiStart.restoreConnection).not.toHaveBeenCalled()
  })
})
