import { describe, expect, it } from 'vitest'
import { withLocalGateway } from '../../../lib/contentUri'
import { viewListUrl } from './listLinks'

describe("viewListUrl ('View list')", () => {
  it('links http(s) lists to themselves', () => {
    expect(viewListUrl('https://tokens.uniswap.org')).toBe('https://tokens.uniswap.org')
    expect(viewListUrl('http://127.0.0.1:8547/lists/x.json')).toBe(
      'http://127.0.0.1:8547/lists/x.json',
    )
  })
  it('links content addresses through the first gateway', () => {
    expect(viewListUrl('ipfs://QmHash/list.json')).toBe(
      'https://cloudflare-ipfs.com/ipfs/QmHash/list.json',
    )
    expect(viewListUrl('ipns://tokens.uniswap.org', withLocalGateway('http://dev:1'))).toBe(
      'http://dev:1/ipns/tokens.uniswap.org',
    )
  })
  it('gives no link for ENS names or garbage', () => {
    expect(viewListUrl('tokens.tidepool.eth')).toBeUndefined()
    expect(viewListUrl('javascript:alert(1)')).toBeUndefined()
  })
})
