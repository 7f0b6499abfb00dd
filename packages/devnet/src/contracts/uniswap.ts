// The Uniswap artifacts the devnet deploys, read from the npm packages (devnet-facts §Artifacts).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Abi } from 'viem'
import type { Address, Hex } from '../manifest.ts'

const require = createRequire(import.meta.url)

// Literal require.resolve calls, so tools (knip) see which packages are used.
const ARTIFACTS = {
  WETH9: () => require.resolve('@uniswap/v2-periphery/build/WETH9.json'),
  UniswapV2Factory: () => require.resolve('@uniswap/v2-core/build/UniswapV2Factory.json'),
  UniswapV2Pair: () => require.resolve('@uniswap/v2-core/build/UniswapV2Pair.json'),
  UniswapV2Router02: () => require.resolve('@uniswap/v2-periphery/build/UniswapV2Router02.json'),
  UniswapV3Factory: () =>
    require.resolve(
      '@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json',
    ),
  UniswapV3Pool: () =>
    require.resolve('@uniswap/v3-core/artifacts/contracts/UniswapV3Pool.sol/UniswapV3Pool.json'),
  NFTDescriptor: () =>
    require.resolve(
      '@uniswap/v3-periphery/artifacts/contracts/libraries/NFTDescriptor.sol/NFTDescriptor.json',
    ),
  NonfungibleTokenPositionDescriptor: () =>
    require.resolve(
      '@uniswap/v3-periphery/artifacts/contracts/NonfungibleTokenPositionDescriptor.sol/NonfungibleTokenPositionDescriptor.json',
    ),
  NonfungiblePositionManager: () =>
    require.resolve(
      '@uniswap/v3-periphery/artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json',
    ),
  // The mainnet replica (src/replica/) also places the first-generation Quoter and SwapRouter and
  // the descriptor's proxy pair at their canonical addresses.
  Quoter: () =>
    require.resolve('@uniswap/v3-periphery/artifacts/contracts/lens/Quoter.sol/Quoter.json'),
  SwapRouter: () =>
    require.resolve('@uniswap/v3-periphery/artifacts/contracts/SwapRouter.sol/SwapRouter.json'),
  ProxyAdmin: () => require.resolve('@openzeppelin/contracts/build/contracts/ProxyAdmin.json'),
  TransparentUpgradeableProxy: () =>
    require.resolve('@openzeppelin/contracts/build/contracts/TransparentUpgradeableProxy.json'),
  QuoterV2: () =>
    require.resolve('@uniswap/v3-periphery/artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json'),
  TickLens: () =>
    require.resolve('@uniswap/v3-periphery/artifacts/contracts/lens/TickLens.sol/TickLens.json'),
  UniswapInterfaceMulticall: () =>
    require.resolve(
      '@uniswap/v3-periphery/artifacts/contracts/lens/UniswapInterfaceMulticall.sol/UniswapInterfaceMulticall.json',
    ),
  V3Migrator: () =>
    require.resolve('@uniswap/v3-periphery/artifacts/contracts/V3Migrator.sol/V3Migrator.json'),
  SwapRouter02: () =>
    require.resolve(
      '@uniswap/swap-router-contracts/artifacts/contracts/SwapRouter02.sol/SwapRouter02.json',
    ),
  // The replica places it where Uniswap's own router (smart-order-router) reads it on mainnet.
  MixedRouteQuoterV1: () =>
    require.resolve(
      '@uniswap/swap-router-contracts/artifacts/contracts/lens/MixedRouteQuoterV1.sol/MixedRouteQuoterV1.json',
    ),
  // Tells fee-on-transfer tokens apart with a v2 flash loan (issue 12 #14).
  TokenValidator: () =>
    require.resolve(
      '@uniswap/swap-router-contracts/artifacts/contracts/lens/TokenValidator.sol/TokenValidator.json',
    ),
  // Governance token, airdrop and liquidity mining (issues 15, 16; waffle artifacts, solc 0.5/0.6).
  Uni: () => require.resolve('@uniswap/governance/build/Uni.json'),
  Timelock: () => require.resolve('@uniswap/governance/build/Timelock.json'),
  MerkleDistributor: () =>
    require.resolve('@uniswap/merkle-distributor/build/MerkleDistributor.json'),
  StakingRewardsFactory: () =>
    require.resolve('@uniswap/liquidity-staker/build/StakingRewardsFactory.json'),
  StakingRewards: () => require.resolve('@uniswap/liquidity-staker/build/StakingRewards.json'),
  // Issue 31: Uniswap v4 (foundry artifacts: v4-core 1.0.2, v4-periphery 1.0.3) and the Universal
  // Router 2.1.0, which routes v2, v3 and v4 (devnet-facts "Uniswap v4").
  PoolManager: () => require.resolve('@uniswap/v4-core/out/PoolManager.sol/PoolManager.json'),
  V4PositionManager: () =>
    require.resolve('@uniswap/v4-periphery/foundry-out/PositionManager.sol/PositionManager.json'),
  V4PositionDescriptor: () =>
    require.resolve(
      '@uniswap/v4-periphery/foundry-out/PositionDescriptor.sol/PositionDescriptor.json',
    ),
  V4Quoter: () => require.resolve('@uniswap/v4-periphery/foundry-out/V4Quoter.sol/V4Quoter.json'),
  StateView: () =>
    require.resolve('@uniswap/v4-periphery/foundry-out/StateView.sol/StateView.json'),
  // v4-core's own test hooks, for the seeded hooked pools: one takes 1.23 % of every swap's
  // output, one sets a dynamic LP fee.
  FeeTakingHook: () => require.resolve('@uniswap/v4-core/out/FeeTakingHook.sol/FeeTakingHook.json'),
  DynamicFeesTestHook: () =>
    require.resolve('@uniswap/v4-core/out/DynamicFeesTestHook.sol/DynamicFeesTestHook.json'),
  UniversalRouter: () =>
    require.resolve(
      '@uniswap/universal-router/artifacts/contracts/UniversalRouter.sol/UniversalRouter.json',
    ),
  // ENS on the local L1 (devnet-facts: @ensdomains/ens 0.6.2 and @ensdomains/resolver 0.3.1).
  ENSRegistry: () => require.resolve('@ensdomains/ens/build/contracts/ENSRegistry.json'),
  PublicResolver: () => require.resolve('@ensdomains/resolver/build/contracts/PublicResolver.json'),
} as const

export type UniswapArtifactName = keyof typeof ARTIFACTS

type LinkReferences = Record<string, Record<string, { start: number; length: number }[]>>

export interface Artifact {
  abi: Abi
  bytecode: Hex
  linkReferences: LinkReferences
}

interface RawArtifact {
  abi: Abi
  /** Waffle and hardhat: the hex itself; foundry: `{ object, linkReferences }`. */
  bytecode: string | { object: string; linkReferences?: LinkReferences }
  linkReferences?: LinkReferences
}

const cache = new Map<UniswapArtifactName, Artifact>()

export function uniswapArtifact(name: UniswapArtifactName): Artifact {
  let artifact = cache.get(name)
  if (!artifact) {
    const raw = JSON.parse(readFileSync(ARTIFACTS[name](), 'utf8')) as RawArtifact
    const code = typeof raw.bytecode === 'string' ? raw.bytecode : raw.bytecode.object
    const linkReferences =
      typeof raw.bytecode === 'string' ? raw.linkReferences : raw.bytecode.linkReferences
    // v2 artifacts (waffle) store bytecode without 0x; hardhat and foundry artifacts with it.
    const bytecode: Hex = code.startsWith('0x') ? (code as Hex) : `0x${code}`
    artifact = { abi: raw.abi, bytecode, linkReferences: linkReferences ?? {} }
    cache.set(name, artifact)
  }
  return artifact
}

/** Writes library addresses into the placeholders named by the artifact's linkReferences. */
export function linkBytecode(artifact: Artifact, libraries: Record<string, Address>): Hex {
  let code = artifact.bytecode.slice(2)
  for (const file of Object.values(artifact.linkReferences)) {
    for (const [library, refs] of Object.entries(file)) {
      const address = libraries[library]
      if (!address) throw new Error(`linkBytecode: no address for library ${library}`)
      for (const { start, length } of refs) {
        code =
          code.slice(0, start * 2) +
          address.slice(2).toLowerCase() +
          code.slice((start + length) * 2)
      }
    }
  }
  if (code.includes('__')) throw new Error('linkBytecode: unresolved library placeholder left')
  return `0x${code}`
}
