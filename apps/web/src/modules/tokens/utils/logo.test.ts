import { describe, expect, it } from 'vitest'
import { withLocalGateway } from '../../../lib/contentUri'
import { assetRepositoryLogo, logoUriToHttp, tokenLogoUrls } from './logo'

const ADDR = '0x6B175474E89094C44Da98b954EedeAC495271d0F'

describe('logo URLs (spec 01 §7.4)', () => {
  it('rewrites ipfs and ar logos to gateways', () => {
    expect(logoUriToHttp('ipfs://QmLogo')[0]).toBe('https://cloudflare-ipfs.com/ipfs/QmLogo')
    expect(logoUriToHttp('ar://tx')).toEqual(['https://arweave.net/tx'])
    expect(logoUriToHttp('ipfs://QmLogo', withLocalGateway('http://127.0.0.1:8547'))[0]).toBe(
      'http://127.0.0.1:8547/ipfs/QmLogo',
    )
  })

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:x',
    'tokens.tidepool.eth',
    '',
  ])('never lets %j through', (uri) => {
    expect(logoUriToHttp(uri)).toEqual([])
  })

  it('accepts data:image URIs', () => {
    expect(logoUriToHttp('data:image/png;base64,iVBOR')).toEqual(['data:image/png;base64,iVBOR'])
  })

  it('adds the asset repository path on the three chains that have one', () => {
    expect(assetRepositoryLogo(ADDR, 'ethereum')).toBe(
      `https://raw.githubusercontent.com/Uniswap/assets/master/blockchains/ethereum/assets/${ADDR}/logo.png`,
    )
    expect(assetRepositoryLogo(ADDR, undefined)).toBeUndefined()
    expect(
      tokenLogoUrls({ address: ADDR, logoURI: 'https://x.org/a.png', assetChain: 'arbitrum' }),
    ).toEqual([
      'https://x.org/a.png',
      `https://raw.githubusercontent.com/Uniswap/assets/master/blockchains/arbitrum/assets/${ADDR}/logo.png`,
    ])
  })
})
