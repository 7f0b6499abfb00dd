// What the mainnet replica puts where (issue 17 "Mainnet replica"): Ethereum's canonical Uniswap
// addresses, reached by replaying the original deployers' nonces (devnet-facts "Canonical mainnet
// addresses"), the real addresses of the main tokens of @uniswap/default-token-list, and the
// pools seeded between them. Pure data: src/replica/deploy.ts and tokens.ts act on it.
import type { Address } from '../manifest.ts'
import { type RangeSpec, STABLE_RANGES, VOLATILE_RANGES } from '../math/ranges.ts'
import type { ChainPlan } from '../seed/plan.ts'
import { type DeployedToken, usd } from '../seed/tokens.ts'

export const MAINNET_CHAIN_ID = 1

/** Deployer of UniswapV2Factory (nonce 0) and UniswapV2Router02 (nonce 3) on Ethereum. */
export const V2_DEPLOYER: Address = '0x9C33eaCc2F50E39940D3AfaF2c7B8246B681A374'
/** Deployer of the v3 set, nonces 0–9, 13 and 14 (see CANONICAL below). */
export const V3_DEPLOYER: Address = '0x6C9FC64A53c1b71FB3f9Af64d1ae3A4931A5f4E9'

/**
 * The canonical addresses; deploy.ts checks each CREATE address against these, so a wrong nonce
 * fails loudly instead of leaving a contract somewhere unexpected. Nonce 6 is the descriptor's
 * implementation and 7 its proxy: OpenZeppelin 3.4's proxy constructor needs code at the logic
 * address, so the implementation must exist first (the position manager points at the proxy).
 */
export const CANONICAL = {
  v2Factory: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
  v2Router02: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
  v3Factory: '0x1F98431c8aD98523631AE4a59f267346ea31F984',
  proxyAdmin: '0xB753548F6E010e7e680BA186F9Ca1BdAB2E90cf2',
  tickLens: '0xbfd8137f7d1516D3ea5cA83523914859ec47F573',
  quoter: '0xb27308f9F90D607463bb33eA1BeBb41C27CE5AB6',
  swapRouter: '0xE592427A0AEce92De3Edee1F18E0157C05861564',
  nftDescriptorLibrary: '0x42B24A95702b9986e82d421cC3568932790A48Ec',
  positionDescriptorImplementation: '0x91ae842A5Ffd8d12023116943e72A606179294f3',
  positionDescriptor: '0xEe6A57eC80ea46401049E92587E52f5Ec1c24785',
  positionManager: '0xC36442b4a4522E871399CD717aBDD847Ab11FE88',
  v3Migrator: '0xA5644E29708357803b5A882D272c41cC0dF92B34',
  quoterV2: '0x61fFE014bA17989E743c5F6cB21bF9697530B21e',
  swapRouter02: '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45',
  // Not reachable by nonce: hardhat_setCode places them (no constructor storage; the quoters'
  // immutables travel with their runtime code). The last two are where smart-order-router
  // reads its QuoterV2 and MixedRouteQuoterV1 on mainnet (devnet-facts).
  interfaceMulticall: '0x1F98415757620B543A52E61c46B32eB19261F984',
  multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
  weth9: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  routerQuoterV2: '0x5e55C9e631FAE526cd4B0526C4818D6e0a9eF0e3',
  mixedRouteQuoterV1: '0x84E44095eeBfEC7793Cd7d5b57B7e401D7f1cA2E',
} as const satisfies Record<string, Address>

// Reference prices of the replica (USD, chosen for November 2026 and documented in the README):
// ETH 3,000, BTC 90,000, UNI 8, LINK 15, MKR 1,500, AAVE 200, stablecoins 1.

/**
 * The tokens placed at their real addresses, with their on-chain metadata (name() as the token
 * contract answers it, which differs from the list's name for USDC: "USD Coin" vs "USDCoin").
 * Behaviour follows the real contracts where it matters to a swap: USDT's transfer/approve return
 * nothing and approve needs a zero allowance first; MKR's name and symbol are bytes32.
 */
export const MAINNET_TOKENS: readonly DeployedToken[] = [
  {
    key: 'WETH',
    kind: 'weth',
    name: 'Wrapped Ether',
    symbol: 'WETH',
    decimals: 18,
    address: CANONICAL.weth9,
    priceMicroUsd: usd(3000),
    perAccount: 100n,
  },
  {
    key: 'USDC',
    kind: 'standard',
    name: 'USD Coin',
    symbol: 'USDC',
    decimals: 6,
    address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    priceMicroUsd: usd(1),
    perAccount: 1_000_000n,
  },
  {
    key: 'USDT',
    kind: 'no-return',
    name: 'Tether USD',
    symbol: 'USDT',
    decimals: 6,
    address: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    priceMicroUsd: usd(1),
    perAccount: 1_000_000n,
  },
  {
    key: 'WBTC',
    kind: 'standard',
    name: 'Wrapped BTC',
    symbol: 'WBTC',
    decimals: 8,
    address: '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599',
    priceMicroUsd: usd(90_000),
    perAccount: 10n,
  },
  {
    key: 'DAI',
    kind: 'standard',
    name: 'Dai Stablecoin',
    symbol: 'DAI',
    decimals: 18,
    address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
    priceMicroUsd: usd(1),
    perAccount: 1_000_000n,
  },
  {
    key: 'UNI',
    kind: 'standard',
    name: 'Uniswap',
    symbol: 'UNI',
    decimals: 18,
    address: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984',
    priceMicroUsd: usd(8),
    perAccount: 10_000n,
  },
  {
    key: 'LINK',
    kind: 'standard',
    name: 'ChainLink Token',
    symbol: 'LINK',
    decimals: 18,
    address: '0x514910771AF9Ca656af840dff83E8264EcF986CA',
    priceMicroUsd: usd(15),
    perAccount: 10_000n,
  },
  {
    key: 'MKR',
    kind: 'bytes32',
    name: 'Maker',
    symbol: 'MKR',
    decimals: 18,
    address: '0x9f8F72aA9304c8B593d555F12eF6589cC3A579A2',
    priceMicroUsd: usd(1500),
    perAccount: 100n,
  },
  {
    key: 'AAVE',
    kind: 'standard',
    name: 'Aave Token',
    symbol: 'AAVE',
    decimals: 18,
    address: '0x7Fc66500c84A76Ad7e9c93437bFc5Ac33E2DDaE9',
    priceMicroUsd: usd(200),
    perAccount: 1_000n,
  },
]

const M = 1_000_000

/**
 * The 0.01 % tier (tick spacing 1) without a full-range position: mainnet's liquidity there sits
 * near the price, and a full range at spacing 1 spans ~6,900 tick-bitmap words that every cold
 * reader (quote service, AlphaRouter) would have to read.
 */
const withoutFullRange = (ranges: readonly RangeSpec[]) => ranges.filter((r) => r.bounds !== 'full')
const STABLE_TIGHT = withoutFullRange(STABLE_RANGES)
const VOLATILE_TIGHT = withoutFullRange(VOLATILE_RANGES)

/**
 * Pairs and pools, shaped like mainnet's: every fee tier, the deep WETH/stable and WBTC/WETH
 * pools, stables concentrated near 1 in 0.01 % / 0.05 % (STABLE_RANGES), volatile pairs over
 * wider nested ranges (VOLATILE_RANGES), and v2 pairs for the majors.
 */
export const MAINNET_PLAN: ChainPlan = {
  v2: [
    { tokens: ['WETH', 'USDC'], tvlUsd: 40 * M },
    { tokens: ['WETH', 'USDT'], tvlUsd: 20 * M },
    { tokens: ['WETH', 'DAI'], tvlUsd: 10 * M },
    { tokens: ['WBTC', 'WETH'], tvlUsd: 10 * M },
    { tokens: ['USDC', 'USDT'], tvlUsd: 5 * M },
    { tokens: ['DAI', 'USDC'], tvlUsd: 5 * M },
    { tokens: ['UNI', 'WETH'], tvlUsd: 5 * M },
    { tokens: ['LINK', 'WETH'], tvlUsd: 3 * M },
    { tokens: ['MKR', 'WETH'], tvlUsd: 2 * M },
    { tokens: ['AAVE', 'WETH'], tvlUsd: 2 * M },
  ],
  v3: [
    { tokens: ['WETH', 'USDC'], fee: 500, tvlUsd: 120 * M },
    { tokens: ['WETH', 'USDC'], fee: 3000, tvlUsd: 40 * M },
    { tokens: ['WETH', 'USDC'], fee: 100, tvlUsd: 5 * M, ranges: VOLATILE_TIGHT },
    { tokens: ['WETH', 'USDC'], fee: 10000, tvlUsd: 2 * M },
    { tokens: ['WETH', 'USDT'], fee: 500, tvlUsd: 40 * M },
    { tokens: ['WETH', 'USDT'], fee: 3000, tvlUsd: 20 * M },
    { tokens: ['WETH', 'USDT'], fee: 100, tvlUsd: 3 * M, ranges: VOLATILE_TIGHT },
    { tokens: ['WETH', 'USDT'], fee: 10000, tvlUsd: 1 * M },
    { tokens: ['WBTC', 'WETH'], fee: 500, tvlUsd: 60 * M },
    { tokens: ['WBTC', 'WETH'], fee: 3000, tvlUsd: 40 * M },
    { tokens: ['WBTC', 'WETH'], fee: 10000, tvlUsd: 2 * M },
    { tokens: ['WBTC', 'USDC'], fee: 3000, tvlUsd: 20 * M },
    { tokens: ['WBTC', 'USDT'], fee: 3000, tvlUsd: 10 * M },
    { tokens: ['USDC', 'USDT'], fee: 100, tvlUsd: 80 * M, stable: true, ranges: STABLE_TIGHT },
    { tokens: ['USDC', 'USDT'], fee: 500, tvlUsd: 5 * M, stable: true },
    { tokens: ['DAI', 'USDC'], fee: 100, tvlUsd: 60 * M, stable: true, ranges: STABLE_TIGHT },
    { tokens: ['DAI', 'USDC'], fee: 500, tvlUsd: 5 * M, stable: true },
    { tokens: ['DAI', 'USDT'], fee: 100, tvlUsd: 10 * M, stable: true, ranges: STABLE_TIGHT },
    { tokens: ['DAI', 'WETH'], fee: 500, tvlUsd: 10 * M },
    { tokens: ['DAI', 'WETH'], fee: 3000, tvlUsd: 10 * M },
    { tokens: ['UNI', 'WETH'], fee: 3000, tvlUsd: 20 * M },
    { tokens: ['UNI', 'WETH'], fee: 10000, tvlUsd: 1 * M },
    { tokens: ['LINK', 'WETH'], fee: 3000, tvlUsd: 15 * M },
    { tokens: ['LINK', 'WETH'], fee: 10000, tvlUsd: 1 * M },
    { tokens: ['MKR', 'WETH'], fee: 3000, tvlUsd: 5 * M },
    { tokens: ['AAVE', 'WETH'], fee: 3000, tvlUsd: 8 * M },
  ],
}
