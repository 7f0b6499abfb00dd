// Creates and fills the seeded v2 pairs and v3 pools, owned by the deployer.
import { encodeAbiParameters, encodePacked, getCreate2Address, keccak256 } from 'viem'
import { ownContract } from '../contracts/compiled.ts'
import { uniswapArtifact } from '../contracts/uniswap.ts'
import { type Sender, write } from '../deploy/sender.ts'
import type { Address, ManifestContracts, ManifestV2Pair, ManifestV3Pool } from '../manifest.ts'
import {
  type PricedToken,
  priceTick,
  sortAddresses,
  sqrtPriceX96,
  tickSpacing,
} from '../math/price.ts'
import { STABLE_RANGES, tickRanges, VOLATILE_RANGES } from '../math/ranges.ts'
import type { PairPlan, PoolPlan } from './plan.ts'
import type { DeployedToken, TokenKey } from './tokens.ts'

/** Far enough ahead that no devnet run reaches it, near enough to stay a sane uint256. */
const DEADLINE = 10_000_000_000n

export interface SeedContext {
  sender: Sender
  contracts: ManifestContracts
  tokens: ReadonlyMap<TokenKey, DeployedToken>
}

function token(ctx: SeedContext, key: TokenKey): DeployedToken {
  const t = ctx.tokens.get(key)
  if (!t) throw new Error(`seed plan uses token ${key}, which this chain did not deploy`)
  return t
}

/** Raw units of `t` worth `usd` dollars at its seed price. */
export function rawForUsd(t: PricedToken, usd: number): bigint {
  return (BigInt(Math.round(usd * 1e6)) * 10n ** BigInt(t.decimals)) / t.priceMicroUsd
}

function ordered(
  ctx: SeedContext,
  keys: readonly [TokenKey, TokenKey],
): [DeployedToken, DeployedToken] {
  const a = token(ctx, keys[0])
  const b = token(ctx, keys[1])
  const [first] = sortAddresses(a.address, b.address)
  return first === a.address ? [a, b] : [b, a]
}

// The init code hashes the factories' CREATE2 uses (devnet-facts: they match the routers').
const v2PairCodeHash = () => keccak256(uniswapArtifact('UniswapV2Pair').bytecode)
const v3PoolCodeHash = () => keccak256(uniswapArtifact('UniswapV3Pool').bytecode)

export function v2PairAddress(factory: Address, tokenA: Address, tokenB: Address): Address {
  const [t0, t1] = sortAddresses(tokenA, tokenB)
  const salt = keccak256(encodePacked(['address', 'address'], [t0, t1]))
  return getCreate2Address({ from: factory, salt, bytecodeHash: v2PairCodeHash() })
}

export function v3PoolAddress(
  factory: Address,
  tokenA: Address,
  tokenB: Address,
  fee: number,
): Address {
  const [t0, t1] = sortAddresses(tokenA, tokenB)
  const salt = keccak256(
    encodeAbiParameters(
      [{ type: 'address' }, { type: 'address' }, { type: 'uint24' }],
      [t0, t1, fee],
    ),
  )
  return getCreate2Address({ from: factory, salt, bytecodeHash: v3PoolCodeHash() })
}

/** createPair, then deposit straight into the pair and mint: fewer calls than the router. */
export async function seedV2Pair(ctx: SeedContext, plan: PairPlan): Promise<ManifestV2Pair> {
  const { sender, contracts } = ctx
  const [t0, t1] = ordered(ctx, plan.tokens)
  await write(sender, contracts.v2Factory, uniswapArtifact('UniswapV2Factory').abi, 'createPair', [
    t0.address,
    t1.address,
  ])
  const pair = v2PairAddress(contracts.v2Factory, t0.address, t1.address)
  const erc20 = ownContract('TestToken').abi
  for (const t of [t0, t1]) {
    await write(sender, t.address, erc20, 'transfer', [pair, rawForUsd(t, plan.tvlUsd / 2)])
  }
  await write(sender, pair, uniswapArtifact('UniswapV2Pair').abi, 'mint', [sender.from])
  return { address: pair, token0: t0.address, token1: t1.address }
}

/** Creates the pool at the seed price and mints one position per range (see math/ranges.ts). */
export async function seedV3Pool(ctx: SeedContext, plan: PoolPlan): Promise<ManifestV3Pool> {
  const { sender, contracts } = ctx
  const npm = uniswapArtifact('NonfungiblePositionManager').abi
  const [t0, t1] = ordered(ctx, plan.tokens)
  await write(sender, contracts.positionManager, npm, 'createAndInitializePoolIfNecessary', [
    t0.address,
    t1.address,
    plan.fee,
    sqrtPriceX96(t0, t1),
  ])
  const ranges = tickRanges(
    plan.ranges ?? (plan.stable ? STABLE_RANGES : VOLATILE_RANGES),
    priceTick(t0, t1),
    tickSpacing(plan.fee),
  )
  const totalWeight = ranges.reduce((sum, r) => sum + r.weight, 0)
  for (const range of ranges) {
    const usdPerSide = (plan.tvlUsd * range.weight) / totalWeight / 2
    const params = {
      token0: t0.address,
      token1: t1.address,
      fee: plan.fee,
      tickLower: range.tickLower,
      tickUpper: range.tickUpper,
      // A one-sided range uses only one of the two amounts; the position manager takes what fits.
      amount0Desired: rawForUsd(t0, usdPerSide),
      amount1Desired: rawForUsd(t1, usdPerSide),
      amount0Min: 0n,
      amount1Min: 0n,
      recipient: sender.from,
      deadline: DEADLINE,
    }
    await write(sender, contracts.positionManager, npm, 'mint', [params])
  }
  return {
    address: v3PoolAddress(contracts.v3Factory, t0.address, t1.address, plan.fee),
    token0: t0.address,
    token1: t1.address,
    fee: plan.fee,
  }
}
