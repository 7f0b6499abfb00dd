import { createPublicClient } from 'viem'
import { getBlockNumber } from 'viem/actions'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ChainInfo } from './chains'
import { PUBLIC_CHAINS } from './publicChains'
import { chainTransport } from './transports'
import { MissingRpcUrlError } from './viemTransports'

const base = PUBLIC_CHAINS[0] as ChainInfo
const withUrls = (...rpcUrls: string[]): ChainInfo => ({ ...base, rpcUrls })
const noWallet = async () => undefined

function rpcAnswer(result: unknown) {
  return vi.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { id: number } | { id: number }[]
    const answer = (b: { id: number }) => ({ jsonrpc: '2.0', id: b.id, result })
    return new Response(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)), {
      headers: { 'content-type': 'application/json' },
    })
  })
}

describe('chainTransport', () => {
  afterEach(() => vi.unstubAllGlobals())

  it("answers through viem's HTTP transport, loaded with the first request", async () => {
    const fetch = rpcAnswer('0x2a')
    vi.stubGlobal('fetch', fetch)
    const client = createPublicClient({
      transport: chainTransport(withUrls('http://node.test'), noWallet),
    })
    expect(client.transport.type).toBe('http') // viem's watchers poll, as over http
    expect(await getBlockNumber(client, { cacheTime: 0 })).toBe(42n)
    expect(String(fetch.mock.calls[0]?.[0])).toContain('node.test')
  })

  it('falls back to the next URL when the first fails', async () => {
    const answer = rpcAnswer('0x7')
    const fetch = vi.fn(async (url: string, init: RequestInit) =>
      String(url).includes('down.test') ? new Response('', { status: 500 }) : answer(url, init),
    )
    vi.stubGlobal('fetch', fetch)
    const client = createPublicClient({
      transport: chainTransport(withUrls('http://down.test', 'http://up.test'), noWallet),
    })
    expect(await getBlockNumber(client, { cacheTime: 0 })).toBe(7n)
    expect(fetch.mock.calls.some(([url]) => String(url).includes('up.test'))).toBe(true)
  })

  it('reads through the wallet on a chain without an RPC URL, else says what to configure', async () => {
    const chain = withUrls()
    const offline = createPublicClient({ transport: chainTransport(chain, noWallet) })
    const error = await getBlockNumber(offline, { cacheTime: 0 }).catch((e: unknown) => e)
    expect(String(error)).toContain(new MissingRpcUrlError(chain).message)

    const request = vi.fn(async () => '0x3')
    const viaWallet = createPublicClient({
      transport: chainTransport(chain, async () => request as never),
    })
    expect(await getBlockNumber(viaWallet, { cacheTime: 0 })).toBe(3n)
  })
})
