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
})
