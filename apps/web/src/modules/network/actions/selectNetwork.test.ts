import { describe, expect, it, vi } from 'vitest'
import type { ProviderRequest } from '../../../chain/connection'
import { PUBLIC_CHAINS } from '../../../chain/publicChains'
import { createChainTable } from '../../../chain/table'
import { selectNetwork } from './selectNetwork'

const chains = createChainTable(PUBLIC_CHAINS, [])

function callbacks() {
  return { setReadChain: vi.fn(), onSwitched: vi.fn(), onSwitchFailed: vi.fn() }
}

describe('selectNetwork', () => {
  it('only changes the read chain when no wallet is connected', async () => {
    const cb = callbacks()
    expect(await selectNetwork({ chainId: 137, chains, walletRequest: undefined, ...cb })).toBe(
      true,
    )
    expect(cb.setReadChain).toHaveBeenCalledWith(137)
    expect(cb.onSwitchFailed).not.toHaveBeenCalled()
  })

  it('switches the connected wallet and reports success', async () => {
    const cb = callbacks()
    const walletRequest = vi.fn<ProviderRequest>(async () => null)
    expect(await selectNetwork({ chainId: 10, chains, walletRequest, ...cb })).toBe(true)
    expect(cb.onSwitched).toHaveBeenCalledWith(10)
    expect(cb.setReadChain).not.toHaveBeenCalled()
  })

  it('shows the failed-switch popup when the wallet refuses', async () => {
    const cb = callbacks()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const refusal = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const walletRequest = vi.fn<ProviderRequest>(async () => {
      throw refusal
    })
    expect(await selectNetwork({ chainId: 42161, chains, walletRequest, ...cb })).toBe(false)
    expect(cb.onSwitchFailed).toHaveBeenCalledWith(42161, refusal)
    expect(cb.onSwitched).not.toHaveBeenCalled()
  })

  it("shows the popup with 'Unsupported chain ID: {id}' for a chain outside the table", async () => {
    const cb = callbacks()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const walletRequest = vi.fn<ProviderRequest>(async () => null)
    await selectNetwork({ chainId: 999, chains, walletRequest, ...cb })
    expect(cb.onSwitchFailed).toHaveBeenCalledWith(
      999,
      expect.objectContaining({ message: 'Unsupported chain ID: 999' }),
    )
  })
})
