import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import type { ChainInfo } from '../../../chain/chains'
import { PUBLIC_CHAINS } from '../../../chain/publicChains'
import type { SwapCurrency } from '../../quote'
import { wrapTypeOf } from '../utils/wrapType'
import { wrapInputError as wrapInputErrorMessage } from './useWrapCallback'

/** The message as shown (en-US). */
const wrapInputError = (p: Parameters<typeof wrapInputErrorMessage>[0]) => {
  const m = wrapInputErrorMessage(p)
  return m === undefined ? undefined : i18n._(m)
}

const WETH_ADDRESS = '0x73511669fd4dE447feD18BB79bAFeAC93aB7F31f'
const mainnet = PUBLIC_CHAINS.find((c) => c.id === 1)
if (!mainnet) throw new Error('no mainnet row')
const chain: ChainInfo = {
  ...mainnet,
  wrappedNative: { address: WETH_ADDRESS, symbol: 'WETH', name: 'Wrapped Ether', decimals: 18 },
}
const c = (address: string, symbol: string): SwapCurrency => ({
  chainId: 31337,
  address,
  symbol,
  name: symbol,
  decimals: 18,
})
const ETH = c('ETH', 'ETH')
const WETH = c(WETH_ADDRESS.toLowerCase(), 'WETH')
const DAI = c('0x2222222222222222222222222222222222222222', 'DAI')

describe('wrapTypeOf (spec 01 §4 Wrap types)', () => {
  it('native → wrapped is WRAP, wrapped → native UNWRAP (any address case)', () => {
    expect(wrapTypeOf(chain, ETH, WETH)).toBe('WRAP')
    expect(wrapTypeOf(chain, WETH, ETH)).toBe('UNWRAP')
  })
  it('anything else is not applicable', () => {
    expect(wrapTypeOf(chain, ETH, DAI)).toBe('NOT_APPLICABLE')
    expect(wrapTypeOf(chain, WETH, DAI)).toBe('NOT_APPLICABLE')
    expect(wrapTypeOf(chain, ETH, undefined)).toBe('NOT_APPLICABLE')
    expect(wrapTypeOf({ ...chain, wrappedNative: undefined }, ETH, WETH)).toBe('NOT_APPLICABLE')
  })
})

describe('wrapInputError (spec 01 §5 Wrap)', () => {
  it("asks for an amount: 'Enter {symbol} amount'", () => {
    expect(wrapInputError({ symbol: 'ETH', amount: undefined, balance: 10n })).toBe(
      'Enter ETH amount',
    )
  })
  it("'Insufficient {symbol} balance' below the amount (or without a balance)", () => {
    expect(wrapInputError({ symbol: 'WETH', amount: 11n, balance: 10n })).toBe(
      'Insufficient WETH balance',
    )
    expect(wrapInputError({ symbol: 'ETH', amount: 1n, balance: undefined })).toBe(
      'Insufficient ETH balance',
    )
  })
  it('no error when the balance covers the amount', () => {
    expect(wrapInputError({ symbol: 'ETH', amount: 10n, balance: 10n })).toBeUndefined()
  })
})
