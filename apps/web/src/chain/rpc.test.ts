import { describe, expect, it } from 'vitest'
import { PUBLIC_CHAINS } from './publicChains'
import { configuredRpcUrls, withRpcConfig } from './rpc'

describe('rpc configuration', () => {
  it('reads VITE_RPC_URL_<chainId>, comma-separated, keeping only http(s) URLs', () => {
    const env = { VITE_RPC_URL_1: ' https://a.example/rpc , ftp://nope, http://b.example ' }
    expect(configuredRpcUrls(1, env)).toEqual(['https://a.example/rpc', 'http://b.example'])
    expect(configuredRpcUrls(10, env)).toEqual([])
  })

  it('replaces the table URLs of configured chains only', () => {
    const chains = withRpcConfig(PUBLIC_CHAINS, { VITE_RPC_URL_10: 'https://op.example' })
    expect(chains.find((c) => c.id === 10)?.rpcUrls).toEqual(['https://op.example'])
    expect(chains.find((c) => c.id === 42161)?.rpcUrls).toEqual(['https://arb1.arbitrum.io/rpc'])
    expect(chains.find((c) => c.id === 1)?.rpcUrls).toEqual([])
  })
})
