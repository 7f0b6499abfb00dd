import { describe, expect, it, vi } from 'vitest'
import type { ProviderRequest } from '../../../chain/connection'
import { PUBLIC_CHAINS } from '../../../chain/publicChains'
import { createChainTable } from '../../../chain/table'
import { switchWalletChain } from './switchWalletChain'

const chains = createChainTable(PUBLIC_CHAINS, [])
const rpcError = (code: number, message = 'wallet error') =>
  Object.assign(new Error(message), { code })

describe('switchWalletChain', () => {
  it('asks the wallet to switch, with the chain id in hex', async () => {
    const request = vi.fn<ProviderRequest>(async () => null)
    await switchWalletChain({ request, chainId: 42161, chains })
    expect(request.mock.calls).toEqual([
      [{ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa4b1' }] }],
    ])
  })

  it('adds the chain on 4902 and retries the switch', async () => {
    let known = false
    const request = vi.fn<ProviderRequest>(async ({ method }) => {
      if (method === 'wallet_addEthereumChain') known = true
      else if (!known) throw rpcError(4902, 'Unrecognized chain ID')
      return null
    })
    await switchWalletChain({ request, chainId: 10, chains })
    expect(request.mock.calls.map(([a]) => a.method)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(request.mock.calls[1]?.[0].params).toEqual([
      {
        chainId: '0xa',
        chainName: 'Optimism',
        rpcUrls: ['https://mainnet.optimism.io'],
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        blockExplorerUrls: ['https://optimistic.etherscan.io/'],
      },
    ])
  })

  it('recognises 4902 wrapped the way MetaMask Mobile wraps it', async () => {
    const request = vi.fn<ProviderRequest>(async ({ method }) => {
      if (method === 'wallet_switchEthereumChain' && request.mock.calls.length === 1)
        throw Object.assign(new Error('x'), { data: { originalError: { code: 4902 } } })
      return null
    })
    await switchWalletChain({ request, chainId: 137, chains })
    expect(request).toHaveBeenCalledTimes(3)
  })

  it('lets a rejection (4001) through without adding the chain', async () => {
    const request = vi.fn<ProviderRequest>(async () => {
      throw rpcError(4001, 'User rejected the request.')
    })
    await expect(switchWalletChain({ request, chainId: 137, chains })).rejects.toMatchObject({
      code: 4001,
    })
    expect(request).toHaveBeenCalledTimes(1)
  })

  it('adds every chain of the table that has an RPC with a complete EIP-3085 request (issue 33)', async () => {
    for (const chain of chains.all.filter((c) => c.rpcUrls.length > 0)) {
      let known = false
      const request = vi.fn<ProviderRequest>(async ({ method }) => {
        if (method === 'wallet_addEthereumChain') known = true
        else if (!known) throw rpcError(4902)
        return null
      })
      await switchWalletChain({ request, chainId: chain.id, chains })
      const [param] = (request.mock.calls[1]?.[0].params ?? []) as [Record<string, unknown>]
      expect(Object.keys(param).sort()).toEqual([
        'blockExplorerUrls',
        'chainId',
        'chainName',
        'nativeCurrency',
        'rpcUrls',
      ])
      expect(param.chainId).toBe(`0x${chain.id.toString(16)}`)
      expect((param.rpcUrls as string[]).length).toBeGreaterThan(0)
      expect((param.nativeCurrency as { decimals: number }).decimals).toBe(18)
    }
  })

  it('does not add a chain without an RPC in the table (Ethereum) and lets 4902 through', async () => {
    const request = vi.fn<ProviderRequest>(async () => {
      throw rpcError(4902)
    })
    await expect(switchWalletChain({ request, chainId: 1, chains })).rejects.toMatchObject({
      code: 4902,
    })
    expect(request).toHaveBeenCalledTimes(1)
  })

  it("refuses a chain outside the table with 'Unsupported chain ID: {id}'", async () => {
    const request = vi.fn<ProviderRequest>(async () => null)
    await expect(switchWalletChain({ request, chainId: 999, chains })).rejects.toThrow(
      'Unsupported chain ID: 999',
    )
    expect(request).not.toHaveBeenCalled()
  })
})
