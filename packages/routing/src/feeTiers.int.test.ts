// Issue 17: the v3 fee tiers come from the factory. On the devnet, inside a snapshot, the
// factory's owner enables a 0.25 % tier (tick spacing 50) and a WBTC/USDC pool is created and
// funded in it: the pool-state cache, which read the tiers before (the standard four), reads
// them again after the factory's log and routes through the new pool, and the engine's quote
// through it equals QuoterV2's to the wei.
import { chainOf, publicClient, tokenOf, walletClient } from '@tidepool/devnet/testing/clients'
import { revert, rpc, snapshot } from '@tidepool/devnet/testing/rpc'
import { type Address, createWalletClient, http, maxUint256, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { findBestTrade } from './findBestTrade.ts'
import { createPoolStateCache, type PoolStateCache } from './state/poolStateCache.ts'
import { createChainReader } from './viem/chainReader.ts'

const manifest = inject('manifest')
const chain = chainOf(manifest, 1)
const client = publicClient(chain)
const contracts = chain.contracts

const NEW_FEE = 2500
const NEW_SPACING = 50

const factoryAbi = parseAbi([
  'function owner() view returns (address)',
  'function feeAmountTickSpacing(uint24) view returns (int24)',
  'function enableFeeAmount(uint24 fee, int24 tickSpacing)',
])
const npmAbi = parseAbi([
  'function createAndInitializePoolIfNecessary(address token0, address token1, uint24 fee, uint160 sqrtPriceX96) payable returns (address pool)',
  'struct MintParams { address token0; address token1; uint24 fee; int24 tickLower; int24 tickUpper; uint256 amount0Desired; uint256 amount1Desired; uint256 amount0Min; uint256 amount1Min; address recipient; uint256 deadline; }',
  'function mint(MintParams params) payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
])
const poolAbi = parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16, uint16, uint16, uint8, bool)',
])
const erc20 = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function approve(address, uint256) returns (bool)',
])
// QuoterV2 is not a view contract (it reverts to return), but eth_call answers it.
const quoterAbi = parseAbi([
  'function quoteExactInputSingle((address tokenIn, address tokenOut, uint256 amountIn, uint24 fee, uint160 sqrtPriceLimitX96) params) view returns (uint256 amountOut, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)',
])

const wbtc = tokenOf(chain, 'WBTC')
const usdc = tokenOf(chain, 'USDC')
const lower = (a: string): Address => a.toLowerCase() as Address
const [token0, token1] = lower(wbtc.address) < lower(usdc.address) ? [wbtc, usdc] : [usdc, wbtc]

let seedState = ''
let cache: PoolStateCache

function newCache(): PoolStateCache {
  return createPoolStateCache({
    reader: createChainReader(client, contracts.multicall3),
    config: {
      chainId: chain.chainId,
      v2Factory: contracts.v2Factory,
      v3Factory: contracts.v3Factory,
      tickLens: contracts.tickLens,
      bases: [],
      extraFeeTiers: [NEW_FEE],
    },
  })
}

/** enableFeeAmount from the factory's owner (the devnet's deployer, unlocked on the node). */
async function enableTier(): Promise<void> {
  const owner = await client.readContract({
    address: contracts.v3Factory,
    abi: factoryAbi,
    functionName: 'owner',
  })
  await rpc(chain.rpcUrl, 'hardhat_impersonateAccount', [owner])
  const ownerWallet = createWalletClient({ account: owner, transport: http(chain.rpcUrl) })
  const hash = await ownerWallet.writeContract({
    chain: null,
    address: contracts.v3Factory,
    abi: factoryAbi,
    functionName: 'enableFeeAmount',
    args: [NEW_FEE, NEW_SPACING],
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error('enableFeeAmount failed')
}

/** A WBTC/USDC pool in the new tier at the seeded 0.3 % pool's price, one wide position. */
async function createPoolInNewTier(): Promise<void> {
  const seeded = chain.v3Pools.find(
    (p) => p.fee === 3000 && new Set([p.token0, p.token1, wbtc.address, usdc.address]).size === 2,
  )
  if (!seeded) throw new Error('no seeded WBTC/USDC 0.3 % pool')
  const [sqrtPriceX96, tick] = await client.readContract({
    address: seeded.address,
    abi: poolAbi,
    functionName: 'slot0',
  })
  const wallet = walletClient(manifest, chain, 3)
  for (const t of [token0, token1])
    await wallet.writeContract({
      address: t.address,
      abi: erc20,
      functionName: 'approve',
      args: [contracts.positionManager, maxUint256],
    })
  await wallet.writeContract({
    address: contracts.positionManager,
    abi: npmAbi,
    functionName: 'createAndInitializePoolIfNecessary',
    args: [token0.address, token1.address, NEW_FEE, sqrtPriceX96],
  })
  const [b0, b1] = await Promise.all(
    [token0, token1].map((t) =>
      client.readContract({
        address: t.address,
        abi: erc20,
        functionName: 'balanceOf',
        args: [wallet.account.address],
      }),
    ),
  )
  const base = Math.floor(tick / NEW_SPACING) * NEW_SPACING
  const hash = await wallet.writeContract({
    address: contracts.positionManager,
    abi: npmAbi,
    functionName: 'mint',
    args: [
      {
        token0: token0.address,
        token1: token1.address,
        fee: NEW_FEE,
        tickLower: base - 200 * NEW_SPACING,
        tickUpper: base + 200 * NEW_SPACING,
        amount0Desired: (b0 ?? 0n) / 10n,
        amount1Desired: (b1 ?? 0n) / 10n,
        amount0Min: 0n,
        amount1Min: 0n,
        recipient: wallet.account.address,
        deadline: 10_000_000_000n,
      },
    ],
    gas: 1_000_000n,
  })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error('mint in the new tier failed')
}

beforeAll(async () => {
  seedState = await snapshot(chain.rpcUrl)
  cache = newCache()
})

afterAll(async () => {
  // Other integration files share this devnet: leave it as seeded.
  await revert(chain.rpcUrl, seedState)
})

describe('v3 fee tiers read from the devnet factory', () => {
  it('finds a pool in a tier the factory owner enables, without a new release', async () => {
    const tokens = [wbtc.address, usdc.address]
    const before = await cache.snapshot(tokens)
    expect(
      before.snapshot.pools.filter((p) => p.protocol === 'v3').map((p) => p.fee),
    ).not.toContain(NEW_FEE)

    await enableTier()
    expect(
      await client.readContract({
        address: contracts.v3Factory,
        abi: factoryAbi,
        functionName: 'feeAmountTickSpacing',
        args: [NEW_FEE],
      }),
    ).toBe(NEW_SPACING)
    await createPoolInNewTier()

    // The same cache (the service's, the in-browser router's), a few blocks later.
    const after = await cache.snapshot(tokens)
    const pool = after.snapshot.pools.find((p) => p.protocol === 'v3' && p.fee === NEW_FEE)
    expect(pool).toMatchObject({ fee: NEW_FEE, tickSpacing: NEW_SPACING })
    if (pool?.protocol !== 'v3') throw new Error('no pool in the new tier')
    expect(pool.liquidity).toBeGreaterThan(0n)

    // The engine quotes through it exactly as the chain does.
    const amount = 10n ** BigInt(wbtc.decimals) / 100n
    const trade = findBestTrade({
      snapshot: { ...after.snapshot, pools: [pool] },
      tokenIn: wbtc.address,
      tokenOut: usdc.address,
      tradeType: 'exactIn',
      amount,
    })
    const [quoted] = await client.readContract({
      address: contracts.quoterV2,
      abi: quoterAbi,
      functionName: 'quoteExactInputSingle',
      args: [
        {
          tokenIn: wbtc.address,
          tokenOut: usdc.address,
          amountIn: amount,
          fee: NEW_FEE,
          sqrtPriceLimitX96: 0n,
        },
      ],
      blockNumber: after.head.number,
    })
    expect(trade.quote).toBe(quoted)
    expect(trade.quote).toBeGreaterThan(0n)
  })
})
