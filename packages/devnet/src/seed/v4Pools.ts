// Issue 31: the v4 pools each local chain is seeded with, through v4's PositionManager (pool and
// first position in one `multicall([initializePool, modifyLiquidities])`, devnet-facts "Verified
// flow"), by the v4 deployer after the contracts (deploy/v4.ts):
//   - ETH/USDC 0.05 %, native ETH, priced at 3005 against v3's 3000: the pair's best price is v4's;
//   - ETH/LUM 0.3 % and LUM/USDC 0.3 %: LUM (a new token) trades in v4 only;
//   - LUM/USDC's hook takes 1.23 % of every swap's output (v4-core's FeeTakingHook);
//   - ETH/DAI with a dynamic LP fee (v4-core's DynamicFeesTestHook, set to 0.25 %).
// A hook's permissions are the low 14 bits of its address: each hook is deployed, then its code
// is placed with hardhat_setCode at an address carrying exactly its flags (fine on a local chain
// only; the devnet README says so).
import {
  concatHex,
  encodeAbiParameters,
  encodeFunctionData,
  keccak256,
  maxUint256,
  parseAbi,
  parseAbiParameters,
  toHex,
  zeroAddress,
} from 'viem'
import { ownContract } from '../contracts/compiled.ts'
import { uniswapArtifact } from '../contracts/uniswap.ts'
import { deploy, read, type Sender, sendTx, write } from '../deploy/sender.ts'
import { PERMIT2_ADDRESS } from '../deploy/v4.ts'
import type {
  Address,
  Hex,
  ManifestChain,
  ManifestV4Contracts,
  ManifestV4Seed,
} from '../manifest.ts'
import { fullRange, type PricedToken, sortAddresses, sqrtPriceX96 } from '../math/price.ts'
import { rpc } from '../rpc.ts'
import { rawForUsd } from './pools.ts'
import { usd } from './tokens.ts'

/** The native currency in a v4 PoolKey. */
const NATIVE: Address = zeroAddress

/** v4-core Hooks.sol flags (the low 14 bits of a hook's address). */
const AFTER_INITIALIZE = 1 << 12
const BEFORE_SWAP = 1 << 7
const AFTER_SWAP = 1 << 6
const AFTER_SWAP_RETURNS_DELTA = 1 << 2

/** LPFeeLibrary.DYNAMIC_FEE_FLAG: the pool's fee is the hook's to set. */
const DYNAMIC_FEE = 0x800000

/** Where the hooks' code is placed: high bits of our own, the flags below (2^18 apart). */
const hookAddress = (base: bigint, flags: number): Address =>
  `0x${(base | BigInt(flags)).toString(16).padStart(40, '0')}`
const FEE_HOOK_FLAGS = AFTER_SWAP | AFTER_SWAP_RETURNS_DELTA
const DYNAMIC_HOOK_FLAGS = AFTER_INITIALIZE | BEFORE_SWAP
const FEE_HOOK = hookAddress(0x7d00000000000000000000000000000000040000n, FEE_HOOK_FLAGS)
const DYNAMIC_HOOK = hookAddress(0x7d00000000000000000000000000000000080000n, DYNAMIC_HOOK_FLAGS)
/** The dynamic-fee pool's LP fee, in hundredths of a basis point (0.25 %). */
export const DYNAMIC_POOL_FEE = 2500

/** LUM: the token only v4 lists a pool for. */
const LUM = { name: 'Lumen', symbol: 'LUM', decimals: 18, priceMicroUsd: usd(2) }
const LUM_PER_ACCOUNT = 1_000n

/** Far past any block time the devnet reaches. */
const DEADLINE = 10_000_000_000n
/** TickMath.MIN_SQRT_PRICE and MAX_SQRT_PRICE. */
const MIN_SQRT_PRICE = 4295128739n
const MAX_SQRT_PRICE = 1461446703485210103287273052203988822378723970342n
const Q96 = 1n << 96n
/** v4-periphery Actions.sol. */
const MINT_POSITION = 0x02
const SETTLE_PAIR = 0x0d
const SWEEP = 0x14

const positionManagerAbi = parseAbi([
  'function multicall(bytes[] data) payable returns (bytes[])',
  'function initializePool((address currency0, address currency1, uint24 fee, int24 tickSpacing, address hooks) key, uint160 sqrtPriceX96) payable returns (int24)',
  'function modifyLiquidities(bytes unlockData, uint256 deadline) payable',
])
const permit2Abi = parseAbi([
  'function approve(address token, address spender, uint160 amount, uint48 expiration)',
])
const dynamicHookAbi = parseAbi([
  'function setManager(address manager)',
  'function setFee(uint24 fee)',
])
const POOL_KEY =
  '(address currency0, address currency1, uint24 fee, int24 tickSpacing, address hooks)'

export interface V4PoolKey {
  currency0: Address
  currency1: Address
  fee: number
  tickSpacing: number
  hooks: Address
}

/** A pool's id: keccak256(abi.encode(PoolKey)) (v4-core PoolId.sol). */
export function v4PoolId(key: V4PoolKey): Hex {
  return keccak256(encodeAbiParameters(parseAbiParameters(POOL_KEY), [key]))
}

interface Side {
  address: Address
  token: PricedToken
}

/**
 * Liquidity for up to `amount0` and `amount1` over the full range. The bounds used are the
 * extreme sqrt prices, a little wider than the full range's ticks, so the position takes no more
 * than the amounts given (the maxima of MINT_POSITION).
 */
function fullRangeLiquidity(sqrtP: bigint, amount0: bigint, amount1: bigint): bigint {
  const l0 = (amount0 * sqrtP * MAX_SQRT_PRICE) / ((MAX_SQRT_PRICE - sqrtP) * Q96)
  const l1 = (amount1 * Q96) / (sqrtP - MIN_SQRT_PRICE)
  return l0 < l1 ? l0 : l1
}

async function seedPool(
  sender: Sender,
  v4: ManifestV4Contracts,
  sides: readonly [Side, Side],
  pool: { fee: number; tickSpacing: number; hooks: Address; tvlUsd: number },
): Promise<V4PoolKey> {
  const [a0] = sortAddresses(sides[0].address, sides[1].address)
  const [s0, s1] = a0 === sides[0].address ? sides : [sides[1], sides[0]]
  const key: V4PoolKey = {
    currency0: s0.address,
    currency1: s1.address,
    fee: pool.fee,
    tickSpacing: pool.tickSpacing,
    hooks: pool.hooks,
  }
  const sqrtP = sqrtPriceX96(s0.token, s1.token)
  const amount0 = rawForUsd(s0.token, pool.tvlUsd / 2)
  const amount1 = rawForUsd(s1.token, pool.tvlUsd / 2)
  const [tickLower, tickUpper] = fullRange(pool.tickSpacing)
  const native = key.currency0 === NATIVE
  const actions = concatHex(
    [MINT_POSITION, SETTLE_PAIR, ...(native ? [SWEEP] : [])].map((a) => toHex(a, { size: 1 })),
  )
  const params = [
    encodeAbiParameters(
      parseAbiParameters(`${POOL_KEY}, int24, int24, uint256, uint128, uint128, address, bytes`),
      [
        key,
        tickLower,
        tickUpper,
        fullRangeLiquidity(sqrtP, amount0, amount1),
        amount0,
        amount1,
        sender.from,
        '0x',
      ],
    ),
    encodeAbiParameters(parseAbiParameters('address, address'), [key.currency0, key.currency1]),
    // The native side is paid with the call's value: what the position did not take comes back.
    ...(native
      ? [encodeAbiParameters(parseAbiParameters('address, address'), [NATIVE, sender.from])]
      : []),
  ]
  const unlockData = encodeAbiParameters(parseAbiParameters('bytes, bytes[]'), [actions, params])
  const calls = [
    encodeFunctionData({
      abi: positionManagerAbi,
      functionName: 'initializePool',
      args: [key, sqrtP],
    }),
    encodeFunctionData({
      abi: positionManagerAbi,
      functionName: 'modifyLiquidities',
      args: [unlockData, DEADLINE],
    }),
  ]
  await sendTx(sender, {
    to: v4.positionManager,
    data: encodeFunctionData({ abi: positionManagerAbi, functionName: 'multicall', args: [calls] }),
    value: native ? amount0 : undefined,
  })
  return key
}

/** Deploys a hook and places its runtime code at `at`, whose low bits are its permissions. */
async function placeHook(
  sender: Sender,
  artifact: 'FeeTakingHook' | 'DynamicFeesTestHook',
  args: readonly unknown[],
  at: Address,
): Promise<Address> {
  const deployed = await deploy(sender, uniswapArtifact(artifact), args)
  const code = await rpc<Hex>(sender.url, 'eth_getCode', [deployed, 'latest'])
  await rpc(sender.url, 'hardhat_setCode', [at, code])
  return at
}

/**
 * Gives the deployer plenty of each token and lets the position manager pull it via Permit2. The
 * seed tokens mint only for their minter (the core deployer): it mints here, after everything
 * it deploys, so none of its addresses move.
 */
async function fundDeployer(
  sender: Sender,
  v4: ManifestV4Contracts,
  tokens: readonly Address[],
): Promise<void> {
  const erc20 = ownContract('TestToken').abi
  // By lower-case address: the chain answers checksummed, our deployers are written lower-case.
  const minters = new Map<string, Sender>([[sender.from.toLowerCase(), sender]])
  for (const token of tokens) {
    const minter = await read<Address>(sender, token, erc20, 'minter')
    let minterSender = minters.get(minter.toLowerCase())
    if (!minterSender) {
      const nonce = await rpc<Hex>(sender.url, 'eth_getTransactionCount', [minter, 'pending'])
      minterSender = { url: sender.url, from: minter, nonce: Number(nonce) }
      minters.set(minter.toLowerCase(), minterSender)
    }
    await write(minterSender, token, erc20, 'mint', [sender.from, 10n ** 36n])
    await write(sender, token, erc20, 'approve', [PERMIT2_ADDRESS, maxUint256])
    await write(sender, PERMIT2_ADDRESS, permit2Abi, 'approve', [
      token,
      v4.positionManager,
      (1n << 160n) - 1n,
      2 ** 40,
    ])
  }
}

export async function seedV4Pools(
  sender: Sender,
  chain: ManifestChain,
  v4: ManifestV4Contracts,
  accounts: readonly Address[],
): Promise<ManifestV4Seed> {
  const find = (symbol: string) => {
    const t = chain.tokens.find((x) => x.symbol === symbol)
    if (!t) throw new Error(`v4 seed: chain ${chain.chainId} has no ${symbol}`)
    return t
  }
  const usdc = find('USDC')
  const dai = find('DAI')
  const erc20 = ownContract('TestToken')
  const lum = await deploy(sender, erc20, [LUM.name, LUM.symbol, LUM.decimals])
  for (const account of accounts)
    await write(sender, lum, erc20.abi, 'mint', [account, LUM_PER_ACCOUNT * 10n ** 18n])
  await fundDeployer(sender, v4, [usdc.address, dai.address, lum])

  const feeHook = await placeHook(sender, 'FeeTakingHook', [v4.poolManager], FEE_HOOK)
  const dynamicHook = await placeHook(sender, 'DynamicFeesTestHook', [], DYNAMIC_HOOK)
  // Its storage lives at the placed address: set it there, before the pool initializes.
  await write(sender, dynamicHook, dynamicHookAbi, 'setManager', [v4.poolManager])
  await write(sender, dynamicHook, dynamicHookAbi, 'setFee', [DYNAMIC_POOL_FEE])

  const eth = (price: number): Side => ({
    address: NATIVE,
    token: { decimals: 18, priceMicroUsd: usd(price) },
  })
  const stable = (t: { address: Address; decimals: number }): Side => ({
    address: t.address,
    token: { decimals: t.decimals, priceMicroUsd: usd(1) },
  })
  const lumSide: Side = { address: lum, token: LUM }
  const M = 1_000_000
  const pools = [
    {
      ...(await seedPool(sender, v4, [eth(3005), stable(usdc)], {
        fee: 500,
        tickSpacing: 10,
        hooks: zeroAddress,
        tvlUsd: 4 * M,
      })),
      role: 'best-price' as const,
    },
    {
      ...(await seedPool(sender, v4, [eth(3000), lumSide], {
        fee: 3000,
        tickSpacing: 60,
        hooks: zeroAddress,
        tvlUsd: 1 * M,
      })),
      role: 'v4-only' as const,
    },
    {
      ...(await seedPool(sender, v4, [lumSide, stable(usdc)], {
        fee: 3000,
        tickSpacing: 60,
        hooks: feeHook,
        tvlUsd: 1 * M,
      })),
      role: 'fee-hook' as const,
    },
    {
      ...(await seedPool(sender, v4, [eth(3000), stable(dai)], {
        fee: DYNAMIC_FEE,
        tickSpacing: 60,
        hooks: dynamicHook,
        tvlUsd: 1 * M,
      })),
      role: 'dynamic-fee' as const,
    },
  ]
  return {
    tokens: [
      {
        address: lum,
        symbol: LUM.symbol,
        name: LUM.name,
        decimals: LUM.decimals,
        kind: 'standard',
      },
    ],
    pools: pools.map((p) => ({ ...p, id: v4PoolId(p) })),
  }
}
