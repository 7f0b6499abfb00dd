// v3 positions made by the specs themselves, inside their test's snapshot (issue 13 position
// specs): mint through the real NonfungiblePositionManager from a funded test account, trade
// through the range from another account so fees accrue, and read the position back on chain
// (positions(), ownerOf, the static collect the app also does) to compare with the screen.
import type { Manifest, ManifestChain, ManifestV3Pool } from '@tidepool/devnet/manifest'
import { publicClient, walletClient } from '@tidepool/devnet/testing/clients'
import { type Address, erc20Abi, maxUint128, maxUint256, parseAbi, parseEventLogs } from 'viem'

export const POSITION_MANAGER_ABI = parseAbi([
  'struct MintParams { address token0; address token1; uint24 fee; int24 tickLower; int24 tickUpper; uint256 amount0Desired; uint256 amount1Desired; uint256 amount0Min; uint256 amount1Min; address recipient; uint256 deadline; }',
  'function mint(MintParams params) payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
  'function positions(uint256 tokenId) view returns (uint96 nonce, address operator, address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint128 liquidity, uint256 feeGrowthInside0LastX128, uint256 feeGrowthInside1LastX128, uint128 tokensOwed0, uint128 tokensOwed1)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function approve(address to, uint256 tokenId)',
  'struct CollectParams { uint256 tokenId; address recipient; uint128 amount0Max; uint128 amount1Max; }',
  'function collect(CollectParams params) payable returns (uint256 amount0, uint256 amount1)',
  'event IncreaseLiquidity(uint256 indexed tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
])

const POOL_ABI = parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16 observationIndex, uint16 observationCardinality, uint16 observationCardinalityNext, uint8 feeProtocol, bool unlocked)',
])

const ROUTER_ABI = parseAbi([
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params) payable returns (uint256)',
])

const TICK_SPACING: Record<number, number> = { 100: 1, 500: 10, 3000: 60, 10000: 200 }

/** Account index that trades through the specs' ranges (not one the specs connect, nor the front-runner's). */
export const TRADER = 7

export function tokenAddress(chain: ManifestChain, symbol: string): Address {
  const t = chain.tokens.find((x) => x.symbol === symbol)
  if (!t) throw new Error(`no ${symbol} on ${chain.name}`)
  return t.address
}

export function findPool(chain: ManifestChain, a: string, b: string, fee: number): ManifestV3Pool {
  const [x, y] = [tokenAddress(chain, a).toLowerCase(), tokenAddress(chain, b).toLowerCase()]
  const pool = chain.v3Pools.find(
    (p) =>
      p.fee === fee &&
      [p.token0.toLowerCase(), p.token1.toLowerCase()].sort().join() === [x, y].sort().join(),
  )
  if (!pool) throw new Error(`no ${a}/${b} ${fee} pool on ${chain.name}`)
  return pool
}

export async function poolTick(chain: ManifestChain, pool: ManifestV3Pool): Promise<number> {
  const [, tick] = await publicClient(chain).readContract({
    address: pool.address,
    abi: POOL_ABI,
    functionName: 'slot0',
  })
  return tick
}

export interface MintPositionParameters {
  account: number
  pool: ManifestV3Pool
  /** Range as tick-spacing steps from the current tick: [-10, 10] spans it; [2, 12] is above it. */
  steps: [number, number]
  amount0: bigint
  amount1: bigint
}

/** Mints a position and returns its tokenId and liquidity. */
export async function mintPosition(
  manifest: Manifest,
  chain: ManifestChain,
  p: MintPositionParameters,
): Promise<{ tokenId: bigint; liquidity: bigint }> {
  const wallet = walletClient(manifest, chain, p.account)
  const client = publicClient(chain)
  const manager = chain.contracts.positionManager
  for (const token of [p.pool.token0, p.pool.token1]) {
    const hash = await wallet.writeContract({
      address: token,
      abi: erc20Abi,
      functionName: 'approve',
      args: [manager, maxUint256],
    })
    await client.waitForTransactionReceipt({ hash })
  }
  const spacing = TICK_SPACING[p.pool.fee] ?? 60
  const base = Math.floor((await poolTick(chain, p.pool)) / spacing) * spacing
  const hash = await wallet.writeContract({
    address: manager,
    abi: POSITION_MANAGER_ABI,
    functionName: 'mint',
    args: [
      {
        token0: p.pool.token0,
        token1: p.pool.token1,
        fee: p.pool.fee,
        tickLower: base + p.steps[0] * spacing,
        tickUpper: base + p.steps[1] * spacing,
        amount0Desired: p.amount0,
        amount1Desired: p.amount1,
        amount0Min: 0n,
        amount1Min: 0n,
        recipient: wallet.account.address,
        deadline: 2n ** 40n,
      },
    ],
    gas: 1_000_000n,
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error('mint reverted')
  const [event] = parseEventLogs({
    abi: POSITION_MANAGER_ABI,
    logs: receipt.logs,
    eventName: 'IncreaseLiquidity',
  })
  if (!event) throw new Error('mint: no IncreaseLiquidity event')
  return { tokenId: event.args.tokenId, liquidity: event.args.liquidity }
}

/** The position's owner (account index `owner`) approves `operator` for this one token id. */
export async function approveOperator(
  manifest: Manifest,
  chain: ManifestChain,
  p: { owner: number; operator: Address; tokenId: bigint },
): Promise<void> {
  const hash = await walletClient(manifest, chain, p.owner).writeContract({
    address: chain.contracts.positionManager,
    abi: POSITION_MANAGER_ABI,
    functionName: 'approve',
    args: [p.operator, p.tokenId],
  })
  const receipt = await publicClient(chain).waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error('approve reverted')
}

/** Swaps `amountIn` of token0 for token1 and then the proceeds back, so the range earns fees on both sides. */
export async function tradeThrough(
  manifest: Manifest,
  chain: ManifestChain,
  pool: ManifestV3Pool,
  amountIn0: bigint,
  account = TRADER,
): Promise<void> {
  const wallet = walletClient(manifest, chain, account)
  const client = publicClient(chain)
  const router = chain.contracts.swapRouter02
  const me = wallet.account.address
  const send = async (tokenIn: Address, tokenOut: Address, amountIn: bigint) => {
    const approve = await wallet.writeContract({
      address: tokenIn,
      abi: erc20Abi,
      functionName: 'approve',
      args: [router, maxUint256],
    })
    await client.waitForTransactionReceipt({ hash: approve })
    const hash = await wallet.writeContract({
      address: router,
      abi: ROUTER_ABI,
      functionName: 'exactInputSingle',
      args: [
        {
          tokenIn,
          tokenOut,
          fee: pool.fee,
          recipient: me,
          amountIn,
          amountOutMinimum: 0n,
          sqrtPriceLimitX96: 0n,
        },
      ],
      gas: 2_000_000n,
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error('trade reverted')
  }
  const before1 = await balanceOf(chain, pool.token1, me)
  await send(pool.token0, pool.token1, amountIn0)
  const got1 = (await balanceOf(chain, pool.token1, me)) - before1
  await send(pool.token1, pool.token0, got1)
}

export async function balanceOf(
  chain: ManifestChain,
  token: Address,
  owner: Address,
): Promise<bigint> {
  return publicClient(chain).readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

export interface PositionOnChain {
  owner: Address
  liquidity: bigint
  tokensOwed0: bigint
  tokensOwed1: bigint
}

export async function readPositionOnChain(
  chain: ManifestChain,
  tokenId: bigint,
): Promise<PositionOnChain> {
  const client = publicClient(chain)
  const manager = chain.contracts.positionManager
  const [p, owner] = await Promise.all([
    client.readContract({
      address: manager,
      abi: POSITION_MANAGER_ABI,
      functionName: 'positions',
      args: [tokenId],
    }),
    client.readContract({
      address: manager,
      abi: POSITION_MANAGER_ABI,
      functionName: 'ownerOf',
      args: [tokenId],
    }),
  ])
  return { owner, liquidity: p[7], tokensOwed0: p[10], tokensOwed1: p[11] }
}

/** What collect would pay the owner now (the same static call as the app's). */
export async function staticCollect(
  chain: ManifestChain,
  tokenId: bigint,
  owner: Address,
): Promise<[bigint, bigint]> {
  const { result } = await publicClient(chain).simulateContract({
    address: chain.contracts.positionManager,
    abi: POSITION_MANAGER_ABI,
    functionName: 'collect',
    args: [{ tokenId, recipient: owner, amount0Max: maxUint128, amount1Max: maxUint128 }],
    account: owner,
  })
  return [result[0], result[1]]
}

const DECREASE_ABI = parseAbi([
  'struct DecreaseLiquidityParams { uint256 tokenId; uint128 liquidity; uint256 amount0Min; uint256 amount1Min; uint256 deadline; }',
  'function decreaseLiquidity(DecreaseLiquidityParams params) payable returns (uint256 amount0, uint256 amount1)',
])

/** What decreaseLiquidity(tokenId, liquidity) would pay the owner now (a static call). */
export async function staticDecrease(
  chain: ManifestChain,
  tokenId: bigint,
  owner: Address,
  liquidity: bigint,
): Promise<[bigint, bigint]> {
  const { result } = await publicClient(chain).simulateContract({
    address: chain.contracts.positionManager,
    abi: DECREASE_ABI,
    functionName: 'decreaseLiquidity',
    args: [{ tokenId, liquidity, amount0Min: 0n, amount1Min: 0n, deadline: 2n ** 40n }],
    account: owner,
  })
  return [result[0], result[1]]
}
