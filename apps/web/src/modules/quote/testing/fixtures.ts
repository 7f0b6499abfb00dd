// Fixtures for the quote module's unit tests: a local chain row, three tokens and a service
// answer shaped like services/quote/src/response.ts.
import { getAddress } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import type { QuoteRequest, SwapCurrency } from '../types'

export const WETH = getAddress('0x00000000000000000000000000000000000000e1')
export const USDC = getAddress('0x00000000000000000000000000000000000000e2')
export const DAI = getAddress('0x00000000000000000000000000000000000000e3')
const POOL_A = getAddress('0x00000000000000000000000000000000000000a1')
const POOL_B = getAddress('0x00000000000000000000000000000000000000a2')
const PAIR_C = getAddress('0x00000000000000000000000000000000000000a3')

export const CHAIN = {
  id: 31337,
  label: 'Local L1',
  isLocal: true,
  networkType: 'L1',
  wrappedNative: { address: WETH, symbol: 'WETH', name: 'Wrapped Ether', decimals: 18 },
  stablecoin: { address: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
} as unknown as ChainInfo

const currency = (address: string, symbol: string, decimals: number): SwapCurrency => ({
  chainId: 31337,
  address,
  symbol,
  name: symbol,
  decimals,
})

export const ETH_CURRENCY = currency('ETH', 'ETH', 18)
export const WETH_CURRENCY = currency(WETH, 'WETH', 18)
export const USDC_CURRENCY = currency(USDC, 'USDC', 6)

export const REQUEST: QuoteRequest = {
  chain: CHAIN,
  tradeType: 'exactIn',
  amount: 10n ** 18n,
  inputCurrency: WETH_CURRENCY,
  outputCurrency: USDC_CURRENCY,
}

const t = (address: string, symbol: string, decimals: number) => ({
  chainId: 31337,
  address: address.toLowerCase(),
  symbol,
  decimals: String(decimals),
})
/**
 * WETH → USDC, 1 WETH split 60/40: a v3 0.05 % pool, and v2 WETH/DAI then v3 DAI/USDC 0.01 %.
 * Every call builds new objects, token objects included: tests edit the body they get, and the
 * unit run shares modules between test files (vitest.config.ts, isolate: false).
 */
export function serviceBody(): Record<string, unknown> {
  const tWETH = t(WETH, 'WETH', 18)
  const tUSDC = t(USDC, 'USDC', 6)
  const tDAI = t(DAI, 'DAI', 18)
  return {
    blockNumber: '379',
    amount: '1000000000000000000',
    amountDecimals: '1',
    quote: '3000000000',
    quoteDecimals: '3000',
    quoteGasAdjusted: '2990000000',
    quoteGasAdjustedDecimals: '2990',
    gasUseEstimate: '420000',
    gasUseEstimateQuote: '10000000',
    gasUseEstimateQuoteDecimals: '10',
    gasUseEstimateUSD: '2.51974',
    gasPriceWei: '2000000000',
    priceImpact: '0.0016787',
    route: [
      [
        {
          type: 'v3-pool',
          address: POOL_A.toLowerCase(),
          tokenIn: tWETH,
          tokenOut: tUSDC,
          fee: '500',
          liquidity: '123456789',
          sqrtRatioX96: '4339505179874779489431521',
          tickCurrent: '-196257',
          amountIn: '600000000000000000',
          amountOut: '1800000000',
        },
      ],
      [
        {
          type: 'v2-pool',
          address: PAIR_C.toLowerCase(),
          tokenIn: tWETH,
          tokenOut: tDAI,
          reserve0: { token: tWETH, quotient: '1000000000000000000000' },
          reserve1: { token: tDAI, quotient: '3000000000000000000000000' },
          amountIn: '400000000000000000',
        },
        {
          type: 'v3-pool',
          address: POOL_B.toLowerCase(),
          tokenIn: tDAI,
          tokenOut: tUSDC,
          fee: '100',
          liquidity: '999',
          sqrtRatioX96: '79228162514264337593543',
          tickCurrent: '-276324',
          amountOut: '1200000000',
        },
      ],
    ],
  }
}
