import { encode } from '@ensdomains/content-hash'
import { describe, expect, it, vi } from 'vitest'
import { withLocalGateway } from '../../../lib/contentUri'
import { EnsResolutionError } from '../errors'
import { list } from '../testing/fixtures'
import { fetchTokenList, resolveListUrls } from './fetchTokenList'

const GOOD = list([1, 0, 0])
const CID_V0 = 'QmRAQB6YaCyidP37UdDnjFY5vQuiBrcqdyoW1CuDgwxkD4'
const CID_V1 = 'bafybeibj6lixxzqtsb45ysdjnupvqkufgdvzqbnvmhw2kf7cfkesy7r7d4'
const noEns = () => Promise.reject(new Error('no ENS in this test'))

const fakeFetch = (answers: Record<string, unknown>) =>
  vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input)
    if (!(url in answers)) throw new TypeError('Failed to fetch')
    const body = answers[url]
    return body === 404
      ? new Response('not found', { status: 404 })
      : new Response(JSON.stringify(body), { status: 200 })
  })

describe('fetchTokenList', () => {
  it('fetches and validates an https list', async () => {
    const fetch = fakeFetch({ 'https://a.org/l.json': GOOD })
    await expect(
      fetchTokenList({ listUrl: 'https://a.org/l.json', resolveEnsContenthash: noEns, fetch }),
    ).resolves.toEqual(GOOD)
  })

  it('tries gateways in turn until one answers', async () => {
    const gateways = withLocalGateway('http://127.0.0.1:8547')
    const fetch = fakeFetch({
      'https://cloudflare-ipfs.com/ipfs/bafyX': GOOD,
      'http://127.0.0.1:8547/ipfs/bafyX': 404,
    })
    const log = vi.fn()
    await expect(
      fetchTokenList({
        listUrl: 'ipfs://bafyX',
        resolveEnsContenthash: noEns,
        fetch,
        gateways,
        log,
      }),
    ).resolves.toEqual(GOOD)
    expect(fetch.mock.calls.map(([u]) => String(u))).toEqual([
      'http://127.0.0.1:8547/ipfs/bafyX',
      'https://cloudflare-ipfs.com/ipfs/bafyX',
    ])
    expect(log).toHaveBeenCalledTimes(1)
  })

  it("throws 'Failed to fetch list: {url}' when every URL fails", async () => {
    await expect(
      fetchTokenList({
        listUrl: 'http://a.org/l.json',
        resolveEnsContenthash: noEns,
        fetch: fakeFetch({}),
      }),
    ).rejects.toThrow('Failed to fetch list: http://a.org/l.json')
  })

  it('gives up on a location that does not answer in time and tries the next (issue 34 #7)', async () => {
    vi.useFakeTimers()
    try {
      const gateways = withLocalGateway('http://127.0.0.1:8547')
      // The local gateway never answers; fetch settles only when its signal aborts.
      const fetch = vi.fn(
        (input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((resolve, reject) => {
            if (String(input).startsWith('https://cloudflare'))
              resolve(new Response(JSON.stringify(GOOD)))
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
          }),
      )
      const log = vi.fn()
      const result = fetchTokenList({
        listUrl: 'ipfs://bafyX',
        resolveEnsContenthash: noEns,
        fetch,
        gateways,
        log,
        timeoutMs: 5_000,
      })
      await vi.advanceTimersByTimeAsync(4_999)
      expect(fetch).toHaveBeenCalledTimes(1)
      await vi.advanceTimersByTimeAsync(1)
      await expect(result).resolves.toEqual(GOOD)
      expect(log).toHaveBeenCalledWith(expect.stringContaining('no answer in 5000 ms'))
    } finally {
      vi.useRealTimers()
    }
  })

  it('fails validation once a body arrives, without trying further gateways', async () => {
    const fetch = fakeFetch({ 'https://cloudflare-ipfs.com/ipfs/bafyX': { name: 'bad' } })
    await expect(
      fetchTokenList({ listUrl: 'ipfs://bafyX', resolveEnsContenthash: noEns, fetch }),
    ).rejects.toThrow(/^Token list failed validation/)
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('resolves an ENS name through its contenthash, keeping the path', async () => {
    const resolve = vi.fn(async () => `0x${encode('ipfs', CID_V0)}` as const)
    const urls = await resolveListUrls({
      listUrl: 'tokens.tidepool.eth/list.json',
      resolveEnsContenthash: resolve,
    })
    expect(resolve).toHaveBeenCalledWith('tokens.tidepool.eth')
    expect(urls[0]).toBe(`https://cloudflare-ipfs.com/ipfs/${CID_V1}/list.json`)
  })

  it("passes on 'Failed to resolve ENS name: {name}'", async () => {
    const resolve = () => Promise.reject(new EnsResolutionError('nope.eth'))
    await expect(
      resolveListUrls({ listUrl: 'nope.eth', resolveEnsContenthash: resolve }),
    ).rejects.toThrow('Failed to resolve ENS name: nope.eth')
  })

  it("says 'Failed to translate contenthash to URI' for an undecodable contenthash", async () => {
    const resolve = async () => '0x1234' as const
    await expect(
      resolveListUrls({ listUrl: 'x.eth', resolveEnsContenthash: resolve }),
    ).rejects.toThrow('Failed to translate contenthash to URI')
  })

  it("says 'Unrecognized list URL protocol.' for an unknown location", async () => {
    await expect(
      resolveListUrls({ listUrl: 'ftp://x.org/l.json', resolveEnsContenthash: noEns }),
    ).rejects.toThrow('Unrecognized list URL protocol.')
  })
})
