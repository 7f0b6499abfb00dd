import { describe, expect, it } from 'vitest'
import { isPoolNavActive, isSwapNavActive } from './navRules'

describe('header navigation rules', () => {
  it('marks Pool active on the pool screens and the liquidity flows', () => {
    for (const path of [
      '/pool',
      '/pool/12',
      '/pool/v2',
      '/add',
      '/add/ETH/0xabc/3000',
      '/add/v2/ETH',
      '/remove/5',
      '/remove/v2/ETH/0xabc',
      '/increase/ETH/0xabc/500/5',
      '/find',
      '/migrate/v2',
      '/migrate/v2/0xabc',
    ]) {
      expect(isPoolNavActive(path), path).toBe(true)
    }
  })

  it('leaves Pool inactive elsewhere, including look-alike prefixes', () => {
    for (const path of ['/swap', '/vote', '/uni', '/migrated', '/pools', '/address', '/']) {
      expect(isPoolNavActive(path), path).toBe(false)
    }
  })

  it('marks Swap active on /swap only', () => {
    expect(isSwapNavActive('/swap')).toBe(true)
    expect(isSwapNavActive('/pool')).toBe(false)
    expect(isSwapNavActive('/swapx')).toBe(false)
  })
})
