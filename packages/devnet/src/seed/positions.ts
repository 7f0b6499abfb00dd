// Issue 13: seeded v3 positions for the test accounts and a pool with 2,000 initialized ticks.
//
// Everything here runs after the core seeding (seed/pools.ts, fundAccounts) from the same
// deployer, so no earlier address moves. The fresh pair (TIDE/REEF) is in no token list and not
// in `chain.tokens`: the routing loader and the quote service never reach it, so the trades that
// make the fees below leave every routing expectation as it was. On the seeded pools only two
// things happen: out-of-range positions far from the price (no swap of realistic size reaches
// them) and a position minted and emptied again (the pool's liquidity ends where it started).
// The dense pool's 2,000 ticks come from contracts/TickLadder.sol (pool positions, no NFTs).
import { type Abi, encodeFunctionData, maxUint256 } from 'viem'
import { ownContract } from '../contracts/compiled.ts'
import { uniswapArtifact } from '../contracts/uniswap.ts'
import { deploy, read, type Sender, sendTx, write } from '../deploy/sender.ts'
import type {
  Address,
  ManifestContracts,
  ManifestToken,
  ManifestV3Pool,
  ManifestV3Position,
  ManifestV3Seed,
} from '../manifest.ts'
import { v3PoolAddress } from './pools.ts'

const DEADLINE = 10_000_000_000n
const MAX_UINT128 = (1n << 128n) - 1n
const E18 = 10n ** 18n

/** The fresh pair: both 18 decimals, pool started at a price of 1 (tick 0). */
const FRESH_TOKENS = [
  { name: 'Tide Token', symbol: 'TIDE', decimals: 18 },
  { name: 'Reef Token', symbol: 'REEF', decimals: 18 },
] as const

/** 0.3 %: tick spacing 60. */
const DENSE_FEE = 3000
const DENSE_SPACING = 60
/**
 * Nested ranges [-60·k, 60·k] for k = 1…1000 initialize every multiple of 60 in ±60,000 once:
 * exactly 2,000 initialized ticks, depth highest at the price (the chart bench, issue 13).
 */
export const DENSE_RANGES = 1000
/**
 * Ranges per TickLadder transaction (contracts/TickLadder.sol mints them straight on the pool,
 * ~200 k gas each with two fresh ticks): 100 stay near 20 M, inside the 60 M block.
 */
const RANGES_PER_TX = 100
const BATCH_GAS = 30_000_000n
/** Liquidity of each nested range: 2,000 · 10^18, so the depth at the price is 2 · 10^24. */
const LADDER_LIQUIDITY = 2_000n * E18

/** The fee-making trades: each way, by the deployer (another account than the owners). */
const TRADE_AMOUNT = 50_000n * E18

export interface SeedPositionsParameters {
  sender: Sender
  contracts: ManifestContracts
  /** Seeded pools by "SYMBOL0/SYMBOL1/fee" of their sorted tokens (the determinism keys). */
  pools: readonly ManifestV3Pool[]
  tokens: readonly ManifestToken[]
  /** accounts[0] is the e2e wallet's default; accounts[1] owns one position beside it. */
  accounts: readonly Address[]
}

const npmAbi = () => uniswapArtifact('NonfungiblePositionManager').abi
const poolAbi = () => uniswapArtifact('UniswapV3Pool').abi

interface MintSpec {
  token0: Address
  token1: Address
  fee: number
  tickLower: number
  tickUpper: number
  amount0: bigint
  amount1: bigint
  recipient: Address
}

const mintData = (m: MintSpec) =>
  encodeFunctionData({
    abi: npmAbi(),
    functionName: 'mint',
    args: [
      {
        token0: m.token0,
        token1: m.token1,
        fee: m.fee,
        tickLower: m.tickLower,
        tickUpper: m.tickUpper,
        amount0Desired: m.amount0,
        amount1Desired: m.amount1,
        amount0Min: 0n,
        amount1Min: 0n,
        recipient: m.recipient,
        deadline: DEADLINE,
      },
    ],
  })

/** The position manager numbers tokens 1, 2, … and nothing here burns one. */
async function nextTokenId(sender: Sender, npm: Address): Promise<number> {
  return Number(await read<bigint>(sender, npm, npmAbi(), 'totalSupply')) + 1
}

async function deployFreshPair(
  sender: Sender,
  spenders: readonly Address[],
): Promise<[ManifestToken, ManifestToken]> {
  const erc20 = ownContract('TestToken')
  const deployed: ManifestToken[] = []
  for (const t of FRESH_TOKENS) {
    const address = await deploy(sender, erc20, [t.name, t.symbol, t.decimals])
    deployed.push({ ...t, address, kind: 'standard' })
  }
  for (const t of deployed) {
    await write(sender, t.address, erc20.abi, 'mint', [sender.from, 1_000_000_000n * E18])
    for (const spender of spenders)
      await write(sender, t.address, erc20.abi, 'approve', [spender, maxUint256])
  }
  const [a, b] = deployed as [ManifestToken, ManifestToken]
  return a.address.toLowerCase() < b.address.toLowerCase() ? [a, b] : [b, a]
}

/** Mints `specs` in position-manager multicalls of RANGES_PER_TX (one transaction each). */
async function mintBatched(sender: Sender, npm: Address, specs: readonly MintSpec[]) {
  for (let i = 0; i < specs.length; i += RANGES_PER_TX) {
    const data = encodeFunctionData({
      abi: npmAbi(),
      functionName: 'multicall',
      args: [specs.slice(i, i + RANGES_PER_TX).map(mintData)],
    })
    await sendTx(sender, { to: npm, data, gas: BATCH_GAS })
  }
}

function findPool(pools: readonly ManifestV3Pool[], a: Address, b: Address, fee: number) {
  const pool = pools.find((p) => p.fee === fee && new Set([p.token0, p.token1, a, b]).size === 2)
  if (!pool) throw new Error(`seed positions: no seeded pool ${a}/${b}/${fee}`)
  return pool
}

function tickAbove(tick: number, spacing: number, steps: number): number {
  return Math.ceil(tick / spacing) * spacing + steps * spacing
}

/** Seeds the positions and the dense pool on the L1; returns what the manifest records. */
export async function seedPositions(p: SeedPositionsParameters): Promise<ManifestV3Seed> {
  const { sender, contracts } = p
  const npm = contracts.positionManager
  const [owner, other] = p.accounts
  if (!owner || !other) throw new Error('seed positions: needs two test accounts')
  const ladder = await deploy(sender, ownContract('TickLadder'))
  const [t0, t1] = await deployFreshPair(sender, [npm, contracts.swapRouter02, ladder])
  await write(sender, npm, npmAbi(), 'createAndInitializePoolIfNecessary', [
    t0.address,
    t1.address,
    DENSE_FEE,
    1n << 96n,
  ])
  const dense = v3PoolAddress(contracts.v3Factory, t0.address, t1.address, DENSE_FEE)
  for (let from = 1; from <= DENSE_RANGES; from += RANGES_PER_TX) {
    const to = Math.min(DENSE_RANGES, from + RANGES_PER_TX - 1)
    const data = encodeFunctionData({
      abi: ownContract('TickLadder').abi,
      functionName: 'mintNested',
      args: [dense, DENSE_SPACING, BigInt(from), BigInt(to), LADDER_LIQUIDITY],
    })
    await sendTx(sender, { to: ladder, data, gas: BATCH_GAS })
  }
  const onDense = (tickLower: number, tickUpper: number, recipient: Address, whole = 1_000n) => ({
    token0: t0.address,
    token1: t1.address,
    fee: DENSE_FEE,
    tickLower,
    tickUpper,
    amount0: whole * E18,
    amount1: whole * E18,
    recipient,
  })

  const positions: ManifestV3Position[] = []
  let id = await nextTokenId(sender, npm)
  const record = (
    spec: MintSpec,
    pool: Address,
    owner_: Address,
    status: ManifestV3Position['status'],
    note: string,
  ) => {
    const { fee, tickLower, tickUpper, token0, token1 } = spec
    positions.push({
      tokenId: id++,
      owner: owner_,
      pool,
      token0,
      token1,
      fee,
      tickLower,
      tickUpper,
      status,
      note,
    })
  }
  // Account 0 and account 1 on the dense pool, minted in one transaction, before the trades.
  const mine = [
    onDense(-600, 600, owner),
    onDense(-6000, 6000, owner, 5_000n),
    onDense(1200, 2400, owner),
    onDense(-1200, 1200, other),
  ]
  await mintBatched(sender, npm, mine)
  record(mine[0] as MintSpec, dense, owner, 'in-range', 'fees accrued by trades after the mint')
  record(mine[1] as MintSpec, dense, owner, 'in-range', 'wide range, fees accrued')
  record(
    mine[2] as MintSpec,
    dense,
    owner,
    'out-of-range',
    'above the price: only TIDE/REEF token0',
  )
  record(
    mine[3] as MintSpec,
    dense,
    other,
    'in-range',
    'owned by account 1 on a pool account 0 uses',
  )

  const bySymbols = (s0: string, s1: string, fee: number) => {
    const a = p.tokens.find((t) => t.symbol === s0)?.address
    const b = p.tokens.find((t) => t.symbol === s1)?.address
    if (!a || !b) throw new Error(`seed positions: tokens ${s0}/${s1} missing`)
    return findPool(p.pools, a, b, fee)
  }
  // Out of range on seeded pools, far from the price (183–233 spacings of 60 ticks: a factor
  // 1.0001^10,980 ≈ 3.0 to 1.0001^13,980 ≈ 4.1): one-sided, no realistic swap reaches them.
  const weth = p.tokens.find((t) => t.symbol === 'WETH')?.address
  const farSpecs = [
    { pool: bySymbols('WETH', 'USDC', 3000), above: true },
    { pool: bySymbols('WBTC', 'WETH', 3000), above: false },
  ]
  for (const { pool, above } of farSpecs) {
    const [, tick] = await read<readonly [bigint, number]>(sender, pool.address, poolAbi(), 'slot0')
    // Above the price a range holds token0 only, below it token1 only: 2 WETH on that side.
    const far: MintSpec = {
      token0: pool.token0,
      token1: pool.token1,
      fee: pool.fee,
      tickLower: above ? tickAbove(tick, 60, 183) : tickAbove(tick, 60, -233),
      tickUpper: above ? tickAbove(tick, 60, 233) : tickAbove(tick, 60, -183),
      amount0: pool.token0 === weth ? 2n * E18 : 0n,
      amount1: pool.token1 === weth ? 2n * E18 : 0n,
      recipient: owner,
    }
    await mintBatched(sender, npm, [far])
    record(far, pool.address, owner, 'out-of-range', `far ${above ? 'above' : 'below'} the price`)
  }

  // Closed: minted by the deployer around the price, emptied and collected, then given to
  // account 0 (the NFT is kept, spec 02 §2): nobody else's nonce moves.
  const wethUsdc500 = bySymbols('WETH', 'USDC', 500)
  const s500 = await read<readonly [bigint, number]>(
    sender,
    wethUsdc500.address,
    poolAbi(),
    'slot0',
  )
  const closed: MintSpec = {
    token0: wethUsdc500.token0,
    token1: wethUsdc500.token1,
    fee: 500,
    tickLower: tickAbove(s500[1], 10, -100),
    tickUpper: tickAbove(s500[1], 10, 100),
    amount0: wethUsdc500.token0 === weth ? E18 : 3_000n * 10n ** 6n,
    amount1: wethUsdc500.token1 === weth ? E18 : 3_000n * 10n ** 6n,
    recipient: sender.from,
  }
  await mintBatched(sender, npm, [closed])
  const closedId = id
  const [, , , , , , , liquidity] = await read<readonly unknown[]>(
    sender,
    npm,
    npmAbi(),
    'positions',
    [BigInt(closedId)],
  )
  await write(sender, npm, npmAbi(), 'decreaseLiquidity', [
    { tokenId: BigInt(closedId), liquidity, amount0Min: 0n, amount1Min: 0n, deadline: DEADLINE },
  ])
  await write(sender, npm, npmAbi(), 'collect', [
    {
      tokenId: BigInt(closedId),
      recipient: sender.from,
      amount0Max: MAX_UINT128,
      amount1Max: MAX_UINT128,
    },
  ])
  await write(sender, npm, npmAbi(), 'transferFrom', [sender.from, owner, BigInt(closedId)])
  record(closed, wethUsdc500.address, owner, 'closed', 'liquidity decreased to 0 and collected')

  // Trades through the in-range positions by the deployer, each way: fees owed to the owners.
  await tradeRoundTrip(sender, contracts.swapRouter02, t0.address, t1.address)
  return {
    tokens: [t0, t1],
    densePool: {
      address: dense,
      token0: t0.address,
      token1: t1.address,
      fee: DENSE_FEE,
      initializedTicks: 2 * DENSE_RANGES,
    },
    positions,
  }
}

const ROUTER_ABI = [
  {
    type: 'function',
    name: 'exactInputSingle',
    stateMutability: 'payable',
    inputs: [
      {
        name: 'params',
        type: 'tuple',
        components: [
          { name: 'tokenIn', type: 'address' },
          { name: 'tokenOut', type: 'address' },
          { name: 'fee', type: 'uint24' },
          { name: 'recipient', type: 'address' },
          { name: 'amountIn', type: 'uint256' },
          { name: 'amountOutMinimum', type: 'uint256' },
          { name: 'sqrtPriceLimitX96', type: 'uint160' },
        ],
      },
    ],
    outputs: [{ name: 'amountOut', type: 'uint256' }],
  },
] as const satisfies Abi

async function tradeRoundTrip(sender: Sender, router: Address, a: Address, b: Address) {
  for (const [tokenIn, tokenOut] of [
    [a, b],
    [b, a],
  ] as const) {
    await write(sender, router, ROUTER_ABI, 'exactInputSingle', [
      {
        tokenIn,
        tokenOut,
        fee: DENSE_FEE,
        recipient: sender.from,
        amountIn: TRADE_AMOUNT,
        amountOutMinimum: 0n,
        sqrtPriceLimitX96: 0n,
      },
    ])
  }
}
