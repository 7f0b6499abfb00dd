// Fixtures for the swap module's unit tests: mainnet-like currencies and a quoted trade.
import type { SwapTrade } from '../../quote'

export const ETH = { chainId: 1, address: 'ETH', symbol: 'ETH', name: 'Ether', decimals: 18 }
export const WETH = {
  chainId: 1,
  address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  symbol: 'WETH',
  name: 'Wrapped Ether',
  decimals: 18,
}
export const USDC = {
  chainId: 1,
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
}
export const DAI = {
  chainId: 1,
  address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
  symbol: 'DAI',
  name: 'Dai',
  decimals: 18,
}

/** 1 WETH → 3000.123456 USDC, exact input, as a quote would give it. */
export const TRADE: SwapTrade = {
  tradeType: 'exactIn',
  inputCurrency: WETH,
  outputCurrency: USDC,
  inputAmount: 10n ** 18n,
  outputAmount: 3_000_123_456n,
  routes: [],
  priceImpactBps: 3,
  gasUseEstimate: 130_000n,
  gasUseEstimateUSD: '1.20',
  blockNumber: 100n,
  source: 'api',
}
