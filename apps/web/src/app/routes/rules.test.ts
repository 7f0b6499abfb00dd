import { describe, expect, it } from 'vitest'
import {
  addV2Redirect,
  addV3Redirect,
  migrateV2Redirect,
  parseTokenId,
  removeV3Redirect,
  swapOutputRedirect,
  swapPath,
} from './rules'

const isEth = (id: string) => id.toUpperCase() === 'ETH'

describe('route rules', () => {
  it('sends unknown paths and /send to /swap, keeping the query', () => {
    expect(swapPath('')).toBe('/swap')
    expect(swapPath('?theme=dark')).toBe('/swap?theme=dark')
  })

  it('turns /swap/{outputCurrency} into the outputCurrency query parameter', () => {
    expect(swapOutputRedirect('0xabc', '')).toBe('/swap?outputCurrency=0xabc')
    expect(swapOutputRedirect('DAI', '?inputCurrency=ETH&outputCurrency=USDC')).toBe(
      '/swap?inputCurrency=ETH&outputCurrency=DAI',
    )
  })

  describe('/add (v3)', () => {
    it('redirects identical currency ids to /add/{A}, ignoring case', () => {
      expect(addV3Redirect({ currencyIdA: '0xAbC', currencyIdB: '0xabc' }, isEth)).toBe(
        '/add/0xAbC',
      )
    })

    it('redirects when both sides are the native coin', () => {
      expect(addV3Redirect({ currencyIdA: 'ETH', currencyIdB: 'eth' }, isEth)).toBe('/add/ETH')
    })

    it('keeps distinct pairs and incomplete paths', () => {
      expect(addV3Redirect({ currencyIdA: 'ETH', currencyIdB: '0xabc' }, isEth)).toBeNull()
      expect(addV3Redirect({ currencyIdA: 'ETH' }, isEth)).toBeNull()
      expect(addV3Redirect({}, isEth)).toBeNull()
    })
  })

  describe('/add/v2', () => {
    it('redirects identical ids to /add/v2/{A}', () => {
      expect(addV2Redirect({ currencyIdA: 'ETH', currencyIdB: 'ETH' })).toBe('/add/v2/ETH')
    })

    it('keeps distinct or missing ids', () => {
      expect(addV2Redirect({ currencyIdA: 'ETH', currencyIdB: '0xabc' })).toBeNull()
      expect(addV2Redirect({ currencyIdA: 'ETH' })).toBeNull()
    })
  })

  describe('/remove/{tokenId}', () => {
    it('redirects a non-numeric or zero id to /pool', () => {
      for (const id of ['abc', '0', '0x0', '-1', '1.5', '', undefined]) {
        expect(removeV3Redirect(id)).toBe('/pool')
      }
    })

    it('sends /remove/v2 without a pair to the v2 list, not the v3 one', () => {
      expect(removeV3Redirect('v2')).toBe('/pool/v2')
      expect(removeV3Redirect('V2')).toBe('/pool/v2')
    })

    it('keeps a positive id, decimal or hex', () => {
      expect(removeV3Redirect('42')).toBeNull()
      expect(removeV3Redirect('0x2a')).toBeNull()
      expect(parseTokenId('0x2a')).toBe(42n)
    })
  })

  describe('/migrate/v2/{address}', () => {
    it('redirects an invalid address to /migrate/v2', () => {
      expect(migrateV2Redirect('0x123')).toBe('/migrate/v2')
      expect(migrateV2Redirect(undefined)).toBe('/migrate/v2')
    })

    it('keeps a valid address', () => {
      expect(migrateV2Redirect(`0x${'ab'.repeat(20)}`)).toBeNull()
    })

    it('uses the given address check', () => {
      expect(migrateV2Redirect(`0x${'ab'.repeat(20)}`, () => false)).toBe('/migrate/v2')
    })
  })
})
