import type { Client } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { PUBLIC_GATEWAYS } from '../../../lib/contentUri'
import { createListFetcher, listFetcherGateways } from './listFetcher'

describe('listFetcherGateways', () => {
  it('tries the devnet gateway first on local chains, the public ones otherwise', () => {
    expect(listFetcherGateways(undefined)).toBe(PUBLIC_GATEWAYS)
    const local = listFetcherGateways('http://127.0.0.1:8547/')
    expect(local.ipfs[0]).toBe('http://127.0.0.1:8547/ipfs/')
    expect(local.ipfs.slice(1)).toEqual(PUBLIC_GATEWAYS.ipfs)
  })
})

describe('createListFetcher', () => {
  it("rejects a location it cannot read with 'Unrecognized list URL protocol.'", async () => {
    const fetchList = createListFetcher({
      ensClient: () => {
        throw new Error('no ENS needed')
      },
    })
    await expect(fetchList('ftp://example.com/list.json')).rejects.toThrow(
      'Unrecognized list URL protocol.',
    )
  })

  it('resolves ENS names through the given client', async () => {
    let asked = false
    const fetchList = createListFetcher({
      ensClient: () => {
        asked = true
        return {} as Client
      },
    })
    await expect(fetchList('tokens.example.eth')).rejects.toThrow()
    expect(asked).toBe(true)
  })

  it('issue 17: fetches an aliased list from its local copy and keeps other URLs as they are', async () => {
    const requested: string[] = []
    vi.stubGlobal('fetch', async (url: string) => {
      requested.push(url)
      return new Response('not json', { status: 503 })
    })
    try {
      const fetchList = createListFetcher({
        ensClient: () => ({}) as Client,
        aliases: { 'https://tokens.uniswap.org': 'http://127.0.0.1:8547/tokenlist.json' },
      })
      await expect(fetchList('https://tokens.uniswap.org')).rejects.toThrow()
      await expect(fetchList('https://example.com/list.json')).rejects.toThrow()
      // A loopback http list is asked for as written, never over https (issue 34 #7).
      expect(requested).toEqual([
        'http://127.0.0.1:8547/tokenlist.json',
        'https://example.com/list.json',
      ])
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
