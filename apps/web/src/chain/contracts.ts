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
  /**
   * The PoolManager's deploy block, where it is known (Uniswap publishes none): the account's v4
   * positions are found from the position manager's Transfer logs since then, and hooked pools
   * from its Initialize logs. Without it the chain still swaps through hookless v4 pools (their
   * keys are computed, not searched), adds liquidity and opens a position by its id.
   */
  deployBlock?: number
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

/** An ERC-20 the app needs to know without a list (wrapped native, the USD reference). */
export interface ReferenceToken {
  address: Address
  symbol: string
  name: string
  decimals: number
}

/**
 * Uniswap's contracts on a public chain as Uniswap publishes them (issue 33): every address is
 * copied, checksummed, from the pages in `sources` (deployments/). A contract a page does not list
 * is absent, never inferred from another chain.
 */
export interface PublishedDeployment {
  /** The pages the addresses come from (github.com/Uniswap/docs, the source of docs.uniswap.org). */
  sources: readonly string[]
  v2?: { factory: Address; router02: Address }
  v3?: {
    factory: Address
    positionManager: Address
    quoterV2: Address
    swapRouter02: Address
    tickLens?: Address
    v3Migrator?: Address
    /** v3-periphery's first SwapRouter, where the page lists it. */
    swapRouter?: Address
    /** The page's "Multicall" row (UniswapInterfaceMulticall or Multicall2, as it names it). */
    interfaceMulticall?: Address
  }
  v4?: { poolManager: Address; positionManager: Address; quoter: Address; stateView: Address }
  universalRouter?: Address
  permit2?: Address
  wrappedNative: ReferenceToken
}

/** Multicall3 (github.com/mds1/multicall3): one address on every chain of the table. */
export const MULTICALL3: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

/**
 * The contracts the app's swap and v3 screens use, from a published deployment: undefined without
 * v3 (or a TickLens), where swapping is not offered yet. v4 joins wherever the deployment lists it
 * with the Universal Router and Permit2 it swaps through; its deploy block only where known.
 */
export function contractsOf(
  d: PublishedDeployment,
  v4DeployBlock?: number,
): ChainContracts | undefined {
  const v3 = d.v3
  if (!v3?.tickLens) return undefined
  return {
    swapRouter02: v3.swapRouter02,
    quoterV2: v3.quoterV2,
    v3Factory: v3.factory,
    tickLens: v3.tickLens,
    multicall3: MULTICALL3,
    positionManager: v3.positionManager,
    ...(v3.swapRouter && { v3SwapRouter: v3.swapRouter }),
    ...(v3.v3Migrator && { v3Migrator: v3.v3Migrator }),
    ...(d.v2 && { v2Factory: d.v2.factory, v2Router02: d.v2.router02 }),
    ...(d.v4 &&
      d.universalRouter &&
      d.permit2 && {
        v4: {
          ...d.v4,
          universalRouter: d.universalRouter,
          permit2: d.permit2,
          ...(v4DeployBlock !== undefined && { deployBlock: v4DeployBlock }),
        },
      }),
  }
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
