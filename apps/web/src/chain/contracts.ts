// Contract addresses and reference tokens per chain (spec 01 §9 "Per-chain contract address
// tables"; ARCHITECTURE principle 4: chain behaviour is data). Local replica chains take them
// from the devnet manifest; the public chains from the canonical Uniswap deployments. A chain
// without `contracts` cannot swap (the swap screen says so instead of guessing an address).
import type { Address, Hex } from 'viem'

export interface ChainContracts {
  swapRouter02: Address
  quoterV2: Address
  v3Factory: Address
  /** Absent where the v2 protocol is not deployed (spec 01 §5 'No V2 factory address'). */
  v2Factory?: Address
  v2Router02?: Address
  /**
   * The first-generation v3 SwapRouter (v3-periphery): a swap whose input token was approved
   * to it alone goes through it (spec 01 §4 approval mode). Absent where it is not deployed.
   */
  v3SwapRouter?: Address
  tickLens: Address
  multicall3: Address
  positionManager?: Address
  v3Migrator?: Address
  /**
   * swap-router-contracts' TokenValidator, which tells fee-on-transfer tokens (issue 12 #14).
   * Only the local replica deploys one; on the public chains the check is skipped.
   */
  tokenValidator?: Address
  /**
   * Issue 31: Uniswap v4, Permit2 and the Universal Router, where deployed. With them every
   * swap goes through the Universal Router with Permit2 (modules/swap utils/approvalMode.ts).
   */
  v4?: V4Contracts
}

/** Issue 31: one chain's v4 set (docs.uniswap.org/contracts/v4/deployments). */
export interface V4Contracts {
  poolManager: Address
  stateView: Address
  quoter: Address
  positionManager: Address
  permit2: Address
  universalRouter: Address
  /** The PoolManager's deploy block: pool discovery reads its Initialize logs from here. */
  deployBlock: number
}

/**
 * A v2-style exchange whose liquidity the app shows (spec 02 §3 V2 pair): Uniswap v2, or the fork
 * exchange (Sushi: SLP liquidity tokens, spec 02 §5 Migration). Pair addresses are derived, not
 * read: CREATE2(factory, keccak256(token0, token1), initCodeHash).
 */
export interface V2Exchange {
  kind: 'uniswap' | 'fork'
  /** Product name as shown ('Uniswap V2', 'Sushi'); not translated. */
  label: string
  factory: Address
  initCodeHash: Hex
}

/**
 * The v2 liquidity screens of a chain (issue 14: which chains have v2 and the fork exchange is
 * data). Absent on Layer 2 (spec 02 §1: 'v2 is not available on Layer 2'), even where the v2
 * contracts exist for routing.
 */
export interface V2Liquidity {
  /** UniswapV2Router02: add and remove (spec 02 §7). */
  router: Address
  uniswap: V2Exchange
  /** The fork exchange; mainnet only in production (spec 02 §3). */
  fork?: V2Exchange
}

/** keccak256 of v2-core 1.0.1's UniswapV2Pair creation code (= @uniswap/v2-sdk INIT_CODE_HASH). */
export const V2_INIT_CODE_HASH: Hex =
  '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'

export const uniswapV2Exchange = (factory: Address): V2Exchange => ({
  kind: 'uniswap',
  label: 'Uniswap V2',
  factory,
  initCodeHash: V2_INIT_CODE_HASH,
})

export const PUBLIC_V2_LIQUIDITY: Readonly<Record<number, V2Liquidity>> = {
  1: {
    router: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
    uniswap: uniswapV2Exchange('0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f'),
    fork: {
      kind: 'fork',
      label: 'Sushi',
      factory: '0xC0AEe478e3658e2610c5F7A4A2E1777cE9e4f2Ac',
      // SushiSwap's UniswapV2Library (published @sushiswap/core sources).
      initCodeHash: '0xe18a34eb0e04b04f7a0ac29a6e80748dca96319b42c54d679cb821dca90c6303',
    },
  },
}

/** An ERC-20 the app needs to know without a list (wrapped native, the USD reference). */
export interface ReferenceToken {
  address: Address
  symbol: string
  name: string
  decimals: number
}

// Canonical Uniswap deployments (the same address on mainnet and the rollups unless noted).
const V3_FACTORY = '0x1F98431c8aD98523631AE4a59f267346ea31F984'
const SWAP_ROUTER_02 = '0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45'
const QUOTER_V2 = '0x61fFE014bA17989E743c5F6cB21bF9697530B21e'
const TICK_LENS = '0xbfd8137f7d1516D3ea5cA83523914859ec47F573'
const MULTICALL3 = '0xcA11bde05977b3631167028862bE2a173976CA11'
const POSITION_MANAGER = '0xC36442b4a4522E871399CD717aBDD847Ab11FE88'
// v3-periphery's SwapRouter: the same address on mainnet, Polygon, Optimism and Arbitrum
// (Uniswap/v3-periphery deploys.md; the devnet's mainnet replica places it there too).
const V3_SWAP_ROUTER = '0xE592427A0AEce92De3Edee1F18E0157C05861564'

const V3_COMMON: ChainContracts = {
  swapRouter02: SWAP_ROUTER_02,
  v3SwapRouter: V3_SWAP_ROUTER,
  quoterV2: QUOTER_V2,
  v3Factory: V3_FACTORY,
  tickLens: TICK_LENS,
  multicall3: MULTICALL3,
  positionManager: POSITION_MANAGER,
}

/** Permit2: one address on every chain (Uniswap/permit2 README). */
const PERMIT2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3'

export const PUBLIC_CONTRACTS: Readonly<Record<number, ChainContracts>> = {
  1: {
    ...V3_COMMON,
    // docs.uniswap.org/contracts/v4/deployments, "Ethereum: 1" (the devnet's mainnet replica
    // places the same set at these addresses: packages/devnet replica/v4.ts). The other chains'
    // v4 sets come with today's chain table (issue 33).
    v4: {
      poolManager: '0x000000000004444c5dc75cB358380D2e3dE08A90',
      positionManager: '0xbD216513d74C8cf14cf4747E6AaA6420FF64ee9e',
      quoter: '0x52F0E24D1c21C8A0cB1e5a5dD6198556BD9E1203',
      stateView: '0x7fFE42C4a5DEeA5b0feC41C94C136Cf115597227',
      universalRouter: '0x66a9893cC07D91D95644AEDD05D03f95e1dBA8Af',
      permit2: PERMIT2,
      // The PoolManager's creation block on Ethereum (its first Initialize log is later).
      deployBlock: 21_688_329,
    },
    v2Factory: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
    v2Router02: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
    v3Migrator: '0xA5644E29708357803b5A882D272c41cC0dF92B34',
  },
  10: V3_COMMON,
  137: V3_COMMON,
  42161: V3_COMMON,
}

const weth = (address: Address): ReferenceToken => ({
  address,
  symbol: 'WETH',
  name: 'Wrapped Ether',
  decimals: 18,
})

export const PUBLIC_WRAPPED_NATIVE: Readonly<Record<number, ReferenceToken>> = {
  1: weth('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'),
  10: weth('0x4200000000000000000000000000000000000006'),
  42161: weth('0x82aF49447D8a07e3bd95BD0d56f35241523fBab1'),
  137: {
    address: '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270',
    symbol: 'WMATIC',
    name: 'Wrapped Matic',
    decimals: 18,
  },
}

const usdc = (address: Address): ReferenceToken => ({
  address,
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
})

/** spec 01 §9 Routing: "per-chain references for stable amounts" (fiat values, gas in USD). */
export const PUBLIC_STABLECOIN: Readonly<Record<number, ReferenceToken>> = {
  1: usdc('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'),
  10: usdc('0x7F5c764cBc14f9669B88837ca1490cCa17c31607'),
  42161: usdc('0xFF970A61A04b1cA14834A43f5dE4533eBDDB5CC8'),
  137: usdc('0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174'),
}

/** A StakingRewards contract of liquidity mining (spec 02 §3 Staking info) and its pair's tokens. */
export interface StakingRewardsInfo {
  address: Address
  tokens: readonly [Address, Address]
}

/**
 * Issues 15 and 16: the governance token and what is built on it. Mainnet only in production
 * (spec 01 §4: the claim exists 'on the main network'; spec 02 §6: governance on Layer 1 only);
 * the devnet L1 stands for mainnet and takes these from its manifest.
 */
export interface UniProtocol {
  uni: ReferenceToken
  /** spec 01 §4, §7 item 3: the MerkleDistributor and the base URL of its claim files. */
  airdrop?: { distributor: Address; claimFilesBaseUrl: string }
  /** spec 02 §5 Liquidity mining (spec 01 §9: four reward contracts on mainnet). */
  stakingRewards: readonly StakingRewardsInfo[]
  /** Governors, newest first (index 0 is the current one), and the timelock that executes. */
  governance?: { governors: readonly Address[]; timelock: Address }
}
