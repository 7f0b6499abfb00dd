import { describe, expect, it } from 'vitest'
import { matchPath } from './matchPath'

describe('matchPath', () => {
  it('matches the whole path only, ignoring a trailing slash and letter case of static parts', () => {
    expect(matchPath('/swap', '/swap')?.params).toEqual({})
    expect(matchPath('/swap', '/swap/')).not.toBeNull()
    expect(matchPath('/swap', '/Swap')).not.toBeNull()
    expect(matchPath('/swap', '/swap/0xabc')).toBeNull()
    expect(matchPath('/pool/v2', '/pool')).toBeNull()
  })

  it('reads params, decoded per segment', () => {
    expect(matchPath('/uni/:currencyIdA/:currencyIdB', '/uni/ETH/0x%41bc')?.params).toEqual({
      currencyIdA: 'ETH',
      currencyIdB: '0xAbc',
    })
    // A malformed escape stays as written rather than throwing.
    expect(matchPath('/pool/:tokenId', '/pool/%E0%A4%A')?.params).toEqual({ tokenId: '%E0%A4%A' })
  })

  it('fills optional params left to right and leaves missing ones out', () => {
    const pattern = '/add/:currencyIdA?/:currencyIdB?/:feeAmount?'
    expect(matchPath(pattern, '/add')?.params).toEqual({})
    expect(matchPath(pattern, '/add/ETH')?.params).toEqual({ currencyIdA: 'ETH' })
    expect(matchPath(pattern, '/add/ETH/0xabc/3000')?.params).toEqual({
      currencyIdA: 'ETH',
      currencyIdB: '0xabc',
      feeAmount: '3000',
    })
    expect(matchPath(pattern, '/add/ETH/0xabc/3000/7')).toBeNull()
  })

  it('gives an optional param up when a later segment needs the path part', () => {
    expect(matchPath('/:lang?/about', '/about')?.params).toEqual({})
    expect(matchPath('/:lang?/about', '/fr/about')?.params).toEqual({ lang: 'fr' })
  })

  it('puts the rest of the path in a splat and keeps what came before as the base', () => {
    expect(matchPath('/vote/*', '/vote/1/42')).toEqual({
      params: { '*': '1/42' },
      pathnameBase: '/vote',
    })
    expect(matchPath('/vote/*', '/vote')).toEqual({ params: { '*': '' }, pathnameBase: '/vote' })
    expect(matchPath('*', '/nowhere/at/all')?.params).toEqual({ '*': 'nowhere/at/all' })
    expect(matchPath('/vote/*', '/voter')).toBeNull()
  })

  it('gives the matched pathname as the base when there is no splat', () => {
    expect(matchPath('/pool/:tokenId', '/pool/42/')?.pathnameBase).toBe('/pool/42')
  })
})
