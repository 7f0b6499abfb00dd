// resolveEnsAvatar's NFT paths with the multicall helper stubbed (the ERC-721 path also runs
// against the devnet: ensIdentity.int.test.ts).
import type { Client } from 'viem'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { resolveEnsAvatar } from './ensIdentity'

const reads = vi.hoisted(() => ({ results: [] as unknown[], calls: [] as unknown[] }))
vi.mock('./multicall', () => ({
  multicallReads: async (_client: unknown, p: { calls: unknown[] }) => {
    reads.calls.push(p.calls)
    return reads.results
  },
}))

const OWNER = '0x1111111111111111111111111111111111111111'
const CONTRACT = '0x2222222222222222222222222222222222222222'
const ok = (result: unknown) => ({ status: 'success', result })
const client = {} as Client
const ctx = (fetchImpl?: typeof fetch) => ({
  owner: OWNER as `0x${string}`,
  clientFor: (chainId: number) => (chainId === 1 ? client : undefined),
  toHttpUrls: (uri: string) =>
    uri.startsWith('ipfs://') ? [`https://gw.example/ipfs/${uri.slice(7)}`] : [uri],
  ...(fetchImpl ? { fetch: fetchImpl } : {}),
})

beforeEach(() => {
  reads.results = []
  reads.calls = []
})

describe('resolveEnsAvatar', () => {
  it('ERC-1155: a held token, its {id} metadata fetched through the gateway, the ipfs image', async () => {
    reads.results = [ok(2n), ok('ipfs://QmMeta/{id}.json')]
    const fetchImpl = vi.fn(
      async () => new Response(JSON.stringify({ image: 'ipfs://QmImg/a.png' }), { status: 200 }),
    )
    const urls = await resolveEnsAvatar(
      `eip155:1/erc1155:${CONTRACT}/16`,
      ctx(fetchImpl as unknown as typeof fetch),
    )
    expect(urls).toEqual(['https://gw.example/ipfs/QmImg/a.png'])
    expect(fetchImpl).toHaveBeenCalledWith(
      `https://gw.example/ipfs/QmMeta/${'0'.repeat(62)}10.json`,
      expect.anything(),
    )
  })

  it('ERC-1155 with a zero balance, ERC-721 owned by another account: no avatar', async () => {
    reads.results = [ok(0n), ok('https://x.example/{id}.json')]
    expect(await resolveEnsAvatar(`eip155:1/erc1155:${CONTRACT}/1`, ctx())).toEqual([])
    reads.results = [ok('0x3333333333333333333333333333333333333333'), ok('data:,')]
    expect(await resolveEnsAvatar(`eip155:1/erc721:${CONTRACT}/1`, ctx())).toEqual([])
  })

  it('ERC-721 held, base64 metadata with a data: SVG image', async () => {
    const image = 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='
    reads.results = [
      ok(OWNER),
      ok(`data:application/json;base64,${btoa(JSON.stringify({ image }))}`),
    ]
    expect(await resolveEnsAvatar(`eip155:1/erc721:${CONTRACT}/7`, ctx())).toEqual([image])
  })

  it('an NFT on a chain the app does not read, a failed read or bad metadata: no avatar', async () => {
    expect(await resolveEnsAvatar(`eip155:10/erc721:${CONTRACT}/7`, ctx())).toEqual([])
    reads.results = [ok(OWNER), { status: 'failure', error: new Error('reverted') }]
    expect(await resolveEnsAvatar(`eip155:1/erc721:${CONTRACT}/7`, ctx())).toEqual([])
    reads.results = [ok(OWNER), ok('data:application/json;base64,%%%')]
    expect(await resolveEnsAvatar(`eip155:1/erc721:${CONTRACT}/7`, ctx())).toEqual([])
    expect(reads.calls).toHaveLength(2)
  })

  it('plain image records need no read', async () => {
    expect(await resolveEnsAvatar('ipfs://QmImg/b.png', ctx())).toEqual([
      'https://gw.example/ipfs/QmImg/b.png',
    ])
    expect(await resolveEnsAvatar('https://x.example/c.png', ctx())).toEqual([
      'https://x.example/c.png',
    ])
    expect(await resolveEnsAvatar('not an avatar', ctx())).toEqual([])
    expect(reads.calls).toHaveLength(0)
  })
})
