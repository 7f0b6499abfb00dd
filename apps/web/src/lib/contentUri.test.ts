import { describe, expect, it } from 'vitest'
import { PUBLIC_GATEWAYS, uriToHttpUrls, withLocalGateway } from './contentUri'

describe('uriToHttpUrls (gateways tried in turn)', () => {
  it('fetches an http URL on a loopback host as written, without an https attempt', () => {
    // issue 34 #7: the devnet's list at http://127.0.0.1:8547 was asked for over https first.
    expect(uriToHttpUrls('http://127.0.0.1:8547/tokenlist.json')).toEqual([
      'http://127.0.0.1:8547/tokenlist.json',
    ])
    expect(uriToHttpUrls('http://localhost:5173/l.json')).toEqual(['http://localhost:5173/l.json'])
    expect(uriToHttpUrls('http://[::1]:8547/l.json')).toEqual(['http://[::1]:8547/l.json'])
    // Not a loopback host that merely starts like one.
    expect(uriToHttpUrls('http://127.0.0.1.example.org/l.json')).toHaveLength(2)
  })

  it('keeps https as is and tries http as https first', () => {
    expect(uriToHttpUrls('https://a.org/l.json')).toEqual(['https://a.org/l.json'])
    expect(uriToHttpUrls('http://a.org/l.json')).toEqual([
      'https://a.org/l.json',
      'http://a.org/l.json',
    ])
  })

  it('expands ipfs, ipns and ar through every gateway, in order', () => {
    expect(uriToHttpUrls('ipfs://bafyX/l.json')).toEqual(
      PUBLIC_GATEWAYS.ipfs.map((g) => `${g}bafyX/l.json`),
    )
    expect(uriToHttpUrls('ipns://tokens.uniswap.org')).toEqual(
      PUBLIC_GATEWAYS.ipns.map((g) => `${g}tokens.uniswap.org`),
    )
    expect(uriToHttpUrls('ar://tx')).toEqual(['https://arweave.net/tx'])
  })

  it('puts the devnet gateway first on local chains', () => {
    const gateways = withLocalGateway('http://127.0.0.1:8547/')
    expect(uriToHttpUrls('ipfs://bafyX', gateways)).toEqual([
      'http://127.0.0.1:8547/ipfs/bafyX',
      ...PUBLIC_GATEWAYS.ipfs.map((g) => `${g}bafyX`),
    ])
  })

  it('gives nothing for ENS names (resolved first) and unknown protocols', () => {
    expect(uriToHttpUrls('tokens.tidepool.eth')).toEqual([])
    expect(uriToHttpUrls('ftp://x')).toEqual([])
  })
})
