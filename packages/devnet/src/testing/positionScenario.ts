// A v3 position with a known history, for the analytics tests (issue 13 "every figure … with a
// test that reproduces it by hand"): a fresh WETH/DAI 1 % pool at raw price 1 (tick 0) holding
// only this position, so every trade pays it all the fees. The LP mints ±200 ticks with 1 of
// each, a trader sells `firstTrade` token0, the LP takes half out and collects everything owed,
// the trader sells `secondTrade` token1, and the clock moves `ageDays` past the mint. Returns what
// the chain moved, measured from balances and the position manager's own static answers, never
// from the code under test. Use inside a snapshot: it changes the chain.
import {
  type Address,
  erc20Abi,
  maxUint128,
  parseAbi,
  parseEventLogs,
  type TransactionReceipt,
} from 'viem'
import type { Manifest, ManifestChain } from '../manifest.ts'
import { publicClient, walletClient } from './clients.ts'
import { rpc } from './rpc.ts'

const npmAbi = parseAbi([
  'function createAndInitializePoolIfNecessary(address token0, address token1, uint24 fee, uint160 sqrtPriceX96) payable returns (address)',
  'function mint((address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint256 amount0Desired, uint256 amount1Desired, uint256 amount0Min, uint256 amount1Min, address recipient, uint256 deadline)) payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
  'function decreaseLiquidity((uint256 tokenId, uint128 liquidity, uint256 amount0Min, uint256 amount1Min, uint256 deadline)) payable returns (uint256 amount0, uint256 amount1)',
  'function collect((uint256 tokenId, address recipient, uint128 amount0Max, uint128 amount1Max)) payable returns (uint256 amount0, uint256 amount1)',
  'function positions(uint256) view returns (uint96, address, address, address, uint24, int24, int24, uint128, uint256, uint256, uint128, uint128)',
  'event IncreaseLiquidity(uint256 indexed tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
])
const routerAbi = parseAbi([
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96)) payable returns (uint256)',
])
const factoryAbi = parseAbi(['function getPool(address, address, uint24) view returns (address)'])

export const SCENARIO_FEE = 10_000
const DAY = 86_400n
const DEADLINE = 2n ** 40n

export interface Amounts {
  amount0: bigint
  amount1: bigint
}

export interface PositionScenario {
  tokenId: bigint
  owner: Address
  pool: Address
  token0: Address
  token1: Address
  mintTime: bigint
  /** Balances that left the LP at the mint. */
  deposited: Amounts
  /** The static decreaseLiquidity answer for the half taken out. */
  withdrawn: Amounts
  /** Balances that reached the LP at the collect (principal + the first trade's fees). */
  collected: Amounts
  /** Call at the end to get the position manager's static answers at the current block. */
  oracles: () => Promise<{ owedNow: Amounts; currentAmounts: Amounts }>
}

export interface PositionScenarioParameters {
  manifest: Manifest
  chain: ManifestChain
  lpIndex: number
  traderIndex: number
  firstTrade?: bigint
  secondTrade?: bigint
  ageDays?: bigint
}

export async function knownPositionScenario(
  p: PositionScenarioParameters,
): Promise<PositionScenario> {
  const { chain } = p
  const client = publicClient(chain)
  const lp = walletClient(p.manifest, chain, p.lpIndex)
  const trader = walletClient(p.manifest, chain, p.traderIndex)
  const npm = chain.contracts.positionManager
  const owner = lp.account.address
  const tokenOf = (symbol: string): Address => {
    const t = chain.tokens.find((x) => x.symbol === symbol)
    if (!t) throw new Error(`no ${symbol} on the devnet`)
    return t.address
  }
  const [token0, token1] = [tokenOf('WETH'), tokenOf('DAI')].sort((a, b) =>
    a.toLowerCase() < b.toLowerCase() ? -1 : 1,
  ) as [Address, Address]

  const send = async (wallet: typeof lp, request: unknown): Promise<TransactionReceipt> => {
    const hash = await wallet.writeContract(request as Parameters<typeof lp.writeContract>[0])
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error('a scenario transaction reverted')
    return receipt
  }
  const balances = async (): Promise<Amounts> => {
    const read = (address: Address) =>
      client.readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
    return { amount0: await read(token0), amount1: await read(token1) }
  }
  const diff = (a: Amounts, b: Amounts): Amounts => ({
    amount0: a.amount0 - b.amount0,
    amount1: a.amount1 - b.amount1,
  })
  const swap = (tokenIn: Address, tokenOut: Address, amountIn: bigint) =>
    send(trader, {
      address: chain.contracts.swapRouter02,
      abi: routerAbi,
      functionName: 'exactInputSingle',
      args: [
        {
          tokenIn,
          tokenOut,
          fee: SCENARIO_FEE,
          recipient: trader.account.address,
          amountIn,
          amountOutMinimum: 0n,
          sqrtPriceLimitX96: 0n,
        },
      ],
    })

  for (const token of [token0, token1]) {
    await send(lp, {
      address: token,
      abi: erc20Abi,
      functionName: 'approve',
      args: [npm, maxUint128],
    })
    await send(trader, {
      address: token,
      abi: erc20Abi,
      functionName: 'approve',
      args: [chain.contracts.swapRouter02, maxUint128],
    })
  }
  await send(lp, {
    address: npm,
    abi: npmAbi,
    functionName: 'createAndInitializePoolIfNecessary',
    args: [token0, token1, SCENARIO_FEE, 1n << 96n],
  })
  const pool = await client.readContract({
    address: chain.contracts.v3Factory,
    abi: factoryAbi,
    functionName: 'getPool',
    args: [token0, token1, SCENARIO_FEE],
  })

  // The wished time is a floor, not the fact: another test file on the same devnet may mine a
  // block between this call and the mint (CI saw the mint land 1 s later). The mint block's own
  // timestamp is what the oracle reports.
  await rpc(chain.rpcUrl, 'evm_setNextBlockTimestamp', [
    Number((await client.getBlock()).timestamp + 100n),
  ])
  const beforeMint = await balances()
  const mintReceipt = await send(lp, {
    address: npm,
    abi: npmAbi,
    functionName: 'mint',
    args: [
      {
        token0,
        token1,
        fee: SCENARIO_FEE,
        tickLower: -200,
        tickUpper: 200,
        amount0Desired: 10n ** 18n,
        amount1Desired: 10n ** 18n,
        amount0Min: 0n,
        amount1Min: 0n,
        recipient: owner,
        deadline: DEADLINE,
      },
    ],
  })
  const mintTime = (await client.getBlock({ blockNumber: mintReceipt.blockNumber })).timestamp
  const deposited = diff(beforeMint, await balances())
  const [minted] = parseEventLogs({
    abi: npmAbi,
    logs: mintReceipt.logs,
    eventName: 'IncreaseLiquidity',
  })
  const tokenId = minted?.args.tokenId
  if (tokenId === undefined) throw new Error('no IncreaseLiquidity in the mint')

  await swap(token0, token1, p.firstTrade ?? 10n ** 16n)
  const [, , , , , , , liquidity] = await client.readContract({
    address: npm,
    abi: npmAbi,
    functionName: 'positions',
    args: [tokenId],
  })
  const decrease = (amount: bigint) =>
    ({
      address: npm,
      abi: npmAbi,
      functionName: 'decreaseLiquidity',
      args: [{ tokenId, liquidity: amount, amount0Min: 0n, amount1Min: 0n, deadline: DEADLINE }],
      account: owner,
    }) as const
  const collectAll = {
    address: npm,
    abi: npmAbi,
    functionName: 'collect',
    args: [{ tokenId, recipient: owner, amount0Max: maxUint128, amount1Max: maxUint128 }],
    account: owner,
  } as const
  const half = liquidity / 2n
  const { result: withdrawnPair } = await client.simulateContract(decrease(half))
  await send(lp, decrease(half))
  const beforeCollect = await balances()
  await send(lp, collectAll)
  const collected = diff(await balances(), beforeCollect)
  await swap(token1, token0, p.secondTrade ?? 3n * 10n ** 16n)

  await rpc(chain.rpcUrl, 'evm_setNextBlockTimestamp', [
    Number(mintTime + (p.ageDays ?? 10n) * DAY),
  ])
  await rpc(chain.rpcUrl, 'evm_mine')

  return {
    tokenId,
    owner,
    pool,
    token0,
    token1,
    mintTime,
    deposited,
    withdrawn: { amount0: withdrawnPair[0], amount1: withdrawnPair[1] },
    collected,
    oracles: async () => {
      const { result: owed } = await client.simulateContract(collectAll)
      const { result: current } = await client.simulateContract(decrease(liquidity - half))
      return {
        owedNow: { amount0: owed[0], amount1: owed[1] },
        currentAmounts: { amount0: current[0], amount1: current[1] },
      }
    },
  }
}
