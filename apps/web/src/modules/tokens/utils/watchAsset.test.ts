import { describe, expect, it } from 'vitest'
import { watchAssetImage, watchAssetRequest } from './watchAsset'
import { offersWatchAsset } from './watchAssetWallets'

const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'

describe('wallet_watchAsset request (spec 01 §7 item 8)', () => {
  it('carries address, symbol, decimals and the logo as an https image', () => {
    expect(
      watchAssetRequest({
        address: DAI,
        symbol: 'DAI',
        decimals: 18,
        logoURI: 'https://tokens.example/dai.png',
      }),
    ).toEqual({
      type: 'ERC20',
      options: {
        address: DAI,
        symbol: 'DAI',
        decimals: 18,
        image: 'https://tokens.example/dai.png',
      },
    })
  })

  it('leaves the image out when the token has no usable logo', () => {
    expect(watchAssetRequest({ address: DAI, symbol: 'DAI', decimals: 18 }).options).toEqual({
      address: DAI,
      symbol: 'DAI',
      decimals: 18,
    })
    expect(watchAssetImage('')).toBeUndefined()
    expect(watchAssetImage('data:image/png;base64,AAAA')).toBeUndefined()
    expect(watchAssetImage('javascript:alert(1)')).toBeUndefined()
  })

  it('resolves ipfs through the gateway, upgrades http, keeps a loopback logo as it is', () => {
    expect(watchAssetImage('ipfs://QmLogo/dai.png')).toMatch(
      /^https:\/\/.+\/ipfs\/QmLogo\/dai\.png$/,
    )
    expect(watchAssetImage('http://tokens.example/dai.png')).toBe('https://tokens.example/dai.png')
    expect(watchAssetImage('http://127.0.0.1:8545/logos/DAI.svg')).toBe(
      'http://127.0.0.1:8545/logos/DAI.svg',
    )
  })

  it('is offered to injected, MetaMask and Coinbase wallets only', () => {
    for (const type of ['injected', 'metaMask', 'coinbaseWallet'])
      expect(offersWatchAsset(type)).toBe(true)
    for (const type of ['localTestWallet', 'safe', 'walletConnect', undefined])
      expect(offersWatchAsset(type)).toBe(false)
  })
})
