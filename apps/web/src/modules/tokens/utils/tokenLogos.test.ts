import { describe, expect, it } from 'vitest'
import type { ChainInfo } from '../../../chain/chains'
import { NATIVE_ADDRESS } from '../currency'
import { pickerLogoUrls } from './tokenLogos'

const chain = { logoUrl: '/eth.svg', isLocal: true, family: 'ethereum' } as ChainInfo
const token = {
  chainId: 1,
  address: '0x1111111111111111111111111111111111111111',
  decimals: 18,
  name: 'A',
  symbol: 'A',
}

describe('pickerLogoUrls', () => {
  it('uses the chain logo for the native currency', () => {
    expect(pickerLogoUrls({ ...token, address: NATIVE_ADDRESS }, chain)).toEqual(['/eth.svg'])
  })

  it('never passes a script URI through', () => {
    expect(pickerLogoUrls({ ...token, logoURI: 'javascript:alert(1)' }, chain)).toEqual([])
  })

  it('looks in the asset repository of Optimism for Optimism’s tokens only, not other OP-stack chains’', () => {
    const repo = (folder: string) =>
      `https://raw.githubusercontent.com/Uniswap/assets/master/blockchains/${folder}/assets/${token.address}/logo.png`
    const at = (id: number) =>
      ({ id, logoUrl: '/x.svg', isLocal: false, family: 'optimism' }) as ChainInfo
    expect(pickerLogoUrls(token, at(10))).toEqual([repo('optimism')])
    for (const id of [8453, 130, 7777777, 480])
      expect(pickerLogoUrls({ ...token, chainId: id }, at(id))).toEqual([])
    const arbitrum = {
      id: 42161,
      logoUrl: '/a.svg',
      isLocal: false,
      family: 'arbitrum',
    } as ChainInfo
    expect(pickerLogoUrls(token, arbitrum)).toEqual([repo('arbitrum')])
  })
})
