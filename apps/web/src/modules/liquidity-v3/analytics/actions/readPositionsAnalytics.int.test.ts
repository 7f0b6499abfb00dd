// Position analytics against the live devnet (integration project), with oracles that do not
// go through the code under test: token balances moved (what was deposited and paid out), the
// position manager's own answers to static decreaseLiquidity / collect calls from the owner (what
// the liquidity is worth and what is owed now), and the valuation written out by hand.
// A fresh WETH/DAI 1 % pool at raw price 1 holds one position only, so every trade pays it.
import type { Manifest } from '@tidepool/devnet/manifest'
import { chainOf, publicClient, walletClient } from '@tidepool/devnet/testing/clients'
import { revert, rpc, snapshot } from '@tidepool/devnet/testing/rpc'
import {
  type Address,
  createPublicClient,
  erc20Abi,
  http,
  maxUint128,
  parseAbi,
  parseEventLogs,
} from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { readPositionsAnalytics } from './readPositionsAnalytics'

declare module 'vitest' {
  export interface ProvidedContext {
    manifest: Manifest
  }
}

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
const poolAbi = parseAbi([
  'function slot0() view returns (uint160, int24, uint16, uint16, uint16, uint8, bool)',
])

const manifest = inject('manifest')
const l1 = chainOf(manifest, 1)
const client = publicClient(l1)
const lp = walletClient(manifest, l1, 2)
const trader = walletClient(manifest, l1, 3)
const npm = l1.contracts.positionManager
const FEE = 10_000
const DAY = 86_400n
const Q192 = 1n << 192n
const deadline = 2n ** 40n

const tokenOf = (symbol: string): Address => {
  const t = l1.tokens.find((x) => x.symbol === symbol)
  if (!t) throw new Error(`no ${symbol} on the devnet`)
  return t.address
}
const [token0, token1] = [tokenOf('WETH'), tokenOf('DAI')].sort((a, b) =>
  a.toLowerCase() < b.toLowerCase() ? -1 : 1,
) as [Address, Address]

const balances = async (account: Address) => {
  const read = (token: Address) =>
    client.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account],
    })
  return { amount0: await read(token0), amount1: await read(token1) }
}
const diff = (
  a: { amount0: bigint; amount1: bigint },
  b: { amount0: bigint; amount1: bigint },
) => ({
  amount0: a.amount0 - b.amount0,
  amount1: a.amount1 - b.amount1,
})

async function send(wallet: typeof lp, request: Parameters<typeof lp.writeContract>[0]) {
  const hash = await wallet.writeContract(request)
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`${request.functionName} reverted`)
  return receipt
}

const swap = (tokenIn: Address, tokenOut: Address, amountIn: bigint) =>
  send(trader, {
    address: l1.contracts.swapRouter02,
    abi: routerAbi,
    functionName: 'exactInputSingle',
    args: [
      {
        tokenIn,
        tokenOut,
        fee: FEE,
        recipient: trader.account.address,
        amountIn,
        amountOutMinimum: 0n,
        sqrtPriceLimitX96: 0n,
      },
    ],
  } as never)

let snap: string
beforeAll(async () => {
  snap = await snapshot(l1.rpcUrl)
})
afterAll(async () => {
  await revert(l1.rpcUrl, snap)
})

describe('readPositionsAnalytics on the devnet', () => {
  it('agrees with the balances moved and the position manager’s own static answers', async () => {
    const owner = lp.account.address
    for (const token of [token0, token1])
      await send(lp, {
        address: token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [npm, maxUint128],
      } as never)
    for (const token of [token0, token1])
      await send(trader, {
        address: token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [l1.contracts.swapRouter02, maxUint128],
      } as never)
    await send(lp, {
      address: npm,
      abi: npmAbi,
      functionName: 'createAndInitializePoolIfNecessary',
      args: [token0, token1, FEE, 1n << 96n],
    } as never)

    const head = await client.getBlock()
    const mintTime = head.timestamp + 100n
    await rpc(l1.rpcUrl, 'evm_setNextBlockTimestamp', [Number(mintTime)])
    const beforeMint = await balances(owner)
    const mintReceipt = await send(lp, {
      address: npm,
      abi: npmAbi,
      functionName: 'mint',
      args: [
        {
          token0,
          token1,
          fee: FEE,
          tickLower: -200,
          tickUpper: 200,
          amount0Desired: 10n ** 18n,
          amount1Desired: 10n ** 18n,
          amount0Min: 0n,
          amount1Min: 0n,
          recipient: owner,
          deadline,
        },
      ],
    } as never)
    const deposited = diff(beforeMint, await balances(owner))
    const [minted] = parseEventLogs({
      abi: npmAbi,
      logs: mintReceipt.logs,
      eventName: 'IncreaseLiquidity',
    })
    const tokenId = minted?.args.tokenId
    if (tokenId === undefined) throw new Error('no IncreaseLiquidity in the mint')

    await swap(token0, token1, 10n ** 16n)
    // Take half out and collect everything owed (principal and the first trade's fees).
    const [, , , , , , , liquidity] = await client.readContract({
      address: npm,
      abi: npmAbi,
      functionName: 'positions',
      args: [tokenId],
    })
    const decrease = {
      address: npm,
      abi: npmAbi,
      functionName: 'decreaseLiquidity',
      args: [{ tokenId, liquidity: liquidity / 2n, amount0Min: 0n, amount1Min: 0n, deadline }],
      account: owner,
    } as const
    const { result: withdrawnPair } = await client.simulateContract(decrease)
    await send(lp, decrease as never)
    const collectAll = {
      address: npm,
      abi: npmAbi,
      functionName: 'collect',
      args: [{ tokenId, recipient: owner, amount0Max: maxUint128, amount1Max: maxUint128 }],
      account: owner,
    } as const
    const beforeCollect = await balances(owner)
    await send(lp, collectAll as never)
    const collected = diff(await balances(owner), beforeCollect)
    await swap(token1, token0, 3n * 10n ** 16n)

    // Ten days after the mint.
    await rpc(l1.rpcUrl, 'evm_setNextBlockTimestamp', [Number(mintTime + 10n * DAY)])
    await rpc(l1.rpcUrl, 'evm_mine')

    // Count HTTP requests through a batching transport like the app's (chain/transportsNow.ts).
    let requests = 0
    const counted = createPublicClient({
      chain: client.chain,
      transport: http(l1.rpcUrl, { batch: { wait: 20 }, onFetchRequest: () => void requests++ }),
    })
    const result = await readPositionsAnalytics(counted, {
      chainId: l1.chainId,
      positionManager: npm,
      v3Factory: l1.contracts.v3Factory,
      multicallAddress: l1.contracts.multicall3,
      tokenIds: [tokenId],
      fromBlock: 0n,
    })
    expect(requests).toBeLessThanOrEqual(5)
    const position = result.positions.get(tokenId)
    if (!position) throw new Error('position missing from the result')

    // Oracles from the position manager itself, at the same block.
    const { result: owedOracle } = await client.simulateContract(collectAll)
    const { result: currentOracle } = await client.simulateContract({
      ...decrease,
      args: [
        {
          tokenId,
          liquidity: liquidity - liquidity / 2n,
          amount0Min: 0n,
          amount1Min: 0n,
          deadline,
        },
      ],
    })
    const [sqrtPriceX96] = await client.readContract({
      address: position.pool,
      abi: poolAbi,
      functionName: 'slot0',
    })

    const withdrawn = { amount0: withdrawnPair[0], amount1: withdrawnPair[1] }
    expect(position.ledger.deposited).toEqual(deposited)
    expect(position.ledger.withdrawn).toEqual(withdrawn)
    expect(position.ledger.collected).toEqual(collected)
    expect(position.ledger.principalOwed).toEqual({ amount0: 0n, amount1: 0n })
    expect(position.owedNow).toEqual({ amount0: owedOracle[0], amount1: owedOracle[1] })
    expect(position.currentAmounts).toEqual({
      amount0: currentOracle[0],
      amount1: currentOracle[1],
    })

    const a = position.analytics
    // The first trade paid token0 fees (collected), the second token1 fees (still owed). 1 % of
    // 1e16 is 1e14; the pool's rounding can add a wei or two and the growth division lose one.
    const fees0 = collected.amount0 - withdrawn.amount0
    expect(fees0).toBeGreaterThanOrEqual(10n ** 14n - 1n)
    expect(fees0).toBeLessThanOrEqual(10n ** 14n + 2n)
    expect(a.feesEarned).toEqual({ amount0: fees0, amount1: owedOracle[1] })
    expect(a.uncollectedFees).toEqual({ amount0: owedOracle[0], amount1: owedOracle[1] })
    expect(owedOracle[1]).toBeGreaterThanOrEqual(3n * 10n ** 14n - 1n)

    // By hand: value in token1 = amount0 · sqrtP² / 2^192 + amount1 (price token1 per token0).
    const value192 = (x: { amount0: bigint; amount1: bigint }) =>
      x.amount0 * sqrtPriceX96 * sqrtPriceX96 + x.amount1 * Q192
    const hodl = diff(deposited, withdrawn)
    expect(a.hodlAmounts).toEqual(hodl)
    expect(a.hodlValue).toBe(value192(hodl) / Q192)
    const current = { amount0: currentOracle[0], amount1: currentOracle[1] }
    expect(a.pnlVsHodl).toBe((value192(current) - value192(hodl)) / Q192)
    const feesValue = value192({ amount0: fees0, amount1: owedOracle[1] })
    expect(a.feesEarnedValue).toBe(feesValue / Q192)
    const apr = (Number(feesValue) / Number(value192(deposited))) * (365 / 10) * 100
    expect(a.feeAprPercent).toBeCloseTo(apr, 3)
    expect(position.ledger.mint?.blockTimestamp).toBe(mintTime)
  })
})
