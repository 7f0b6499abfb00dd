// Issue 32 "Change range in one transaction", v3, against the live devnet: one position manager
// multicall (decreaseLiquidity + collect + mint, + burn) leaves the old position empty (or
// burned), the new one with the preview's liquidity, and moves the wallet by the preview's
// refunds, to the wei; its simulation reports the same refunds first. The oracle is the chain:
// balances, positions() and the position manager's static collect. A price moved within the
// slippage tolerance between the preview and the send: the mint still takes no more than the
// collect paid (unbuffered, it would pull the difference from the wallet).
import { publicClient, walletClient } from '@tidepool/devnet/testing/clients'
import { devnetL1 } from '@tidepool/devnet/testing/context'
import { revert, snapshot } from '@tidepool/devnet/testing/rpc'
import { type Address, erc20Abi, maxUint128, maxUint256, parseAbi, parseEventLogs } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { positionManagerAbi } from '../../../chain/abis/v3'
import { positionManagerWriteAbi } from '../../../chain/abis/v3PositionWrites'
import { changeRangePreview, priceBand } from './changeRange'
import { simulateChangeRange } from './simulateChangeRange'
import { v3ChangeRangeCall } from './v3ChangeRangeCall'

const { manifest, l1 } = devnetL1()
const client = publicClient(l1)
const wallet = walletClient(manifest, l1, 8)
const trader = walletClient(manifest, l1, 9)
const account: Address = wallet.account.address
const found = l1.v3Pools.find((p) => p.fee === 3000)
if (!found) throw new Error('no 0.3 % pool')
const pool = found
const manager = l1.contracts.positionManager
const router = l1.contracts.swapRouter02
const FEE = 3000
const DEADLINE = 2n ** 40n
/** The default slippage tolerance (0.50 %): the price move the change's mint survives. */
const TOLERANCE_BPS = 50
const poolAbi = parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16, uint16, uint16, uint8, bool)',
])
const routerAbi = parseAbi([
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96)) payable returns (uint256)',
])

const wait = async (hash: `0x${string}`) => {
  const receipt = await client.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  return receipt
}
const slot0 = () =>
  client.readContract({ address: pool.address, abi: poolAbi, functionName: 'slot0' })
const balanceOf = (token: Address) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account] })
const balances = async () => ({
  amount0: await balanceOf(pool.token0),
  amount1: await balanceOf(pool.token1),
})
const positions = async (id: bigint) =>
  client.readContract({
    address: manager,
    abi: positionManagerAbi,
    functionName: 'positions',
    args: [id],
  })

async function mint(tickLower: number, tickUpper: number, a0: bigint, a1: bigint): Promise<bigint> {
  const { request } = await client.simulateContract({
    account: wallet.account,
    address: manager,
    abi: positionManagerWriteAbi,
    functionName: 'mint',
    args: [
      {
        token0: pool.token0,
        token1: pool.token1,
        fee: FEE,
        tickLower,
        tickUpper,
        amount0Desired: a0,
        amount1Desired: a1,
        amount0Min: 0n,
        amount1Min: 0n,
        recipient: account,
        deadline: DEADLINE,
      },
    ],
  })
  const receipt = await wait(await wallet.writeContract(request))
  const [event] = parseEventLogs({
    abi: positionManagerAbi,
    eventName: 'IncreaseLiquidity',
    logs: receipt.logs,
  })
  if (!event) throw new Error('no mint event')
  return event.args.tokenId
}

/** The fees a collect would pay now (the app's "unclaimed": the manager's static collect). */
async function owedFees(id: bigint) {
  const { result } = await client.simulateContract({
    account: wallet.account,
    address: manager,
    abi: positionManagerWriteAbi,
    functionName: 'collect',
    args: [{ tokenId: id, recipient: account, amount0Max: maxUint128, amount1Max: maxUint128 }],
  })
  return { amount0: result[0], amount1: result[1] }
}

/** The preview at the pool's price now and the call built from it (`slippageBps`: the buffer). */
async function previewAndCall(
  id: bigint,
  range: { tickLower: number; tickUpper: number },
  burn: boolean,
  slippageBps = TOLERANCE_BPS,
) {
  const [sqrtPriceX96, tick] = await slot0()
  const p = await positions(id)
  const preview = changeRangePreview({
    price: { sqrtPriceX96, tick },
    position: { tickLower: p[5], tickUpper: p[6], liquidity: p[7] },
    fees: await owedFees(id),
    range,
    slippageBps,
    mintsBy: 'amounts',
  })
  const call = v3ChangeRangeCall({
    tokenId: id,
    token0: pool.token0,
    token1: pool.token1,
    fee: FEE,
    preview,
    range,
    burn,
    owner: account,
    deadline: DEADLINE,
  })
  return { preview, call }
}

/** A trader swaps token0 in (the price falls), stopping at `sqrtPriceLimitX96` if set. */
async function swapToken0(amountIn: bigint, sqrtPriceLimitX96 = 0n) {
  await wait(
    await trader.writeContract({
      address: router,
      abi: routerAbi,
      functionName: 'exactInputSingle',
      args: [
        {
          tokenIn: pool.token0,
          tokenOut: pool.token1,
          fee: FEE,
          recipient: trader.account.address,
          amountIn,
          amountOutMinimum: 0n,
          sqrtPriceLimitX96,
        },
      ],
    }),
  )
}

const simulate = (c: Awaited<ReturnType<typeof previewAndCall>>) =>
  simulateChangeRange(client, {
    account,
    to: manager,
    ...c.call,
    currencies: [pool.token0, pool.token1],
    refunds: c.preview.refunds,
  })

async function changeRange(
  id: bigint,
  range: { tickLower: number; tickUpper: number },
  burn: boolean,
) {
  const built = await previewAndCall(id, range, burn)
  const { preview, call } = built
  expect(preview.minted.liquidity).toBeGreaterThan(0n)
  expect(await simulate(built)).toEqual({ status: 'traced', refunds: preview.refunds, exact: true })
  const before = await balances()
  const receipt = await wait(await wallet.sendTransaction({ to: manager, ...call }))
  const after = await balances()
  expect([after.amount0 - before.amount0, after.amount1 - before.amount1]).toEqual([
    preview.refunds.amount0,
    preview.refunds.amount1,
  ])
  if (burn) await expect(positions(id)).rejects.toThrow()
  else expect((await positions(id))[7]).toBe(0n)
  const minted = parseEventLogs({
    abi: positionManagerAbi,
    eventName: 'IncreaseLiquidity',
    logs: receipt.logs,
  })
  expect(minted).toHaveLength(1)
  const newId = minted[0]?.args.tokenId ?? 0n
  const created = await positions(newId)
  expect([created[5], created[6], created[7]]).toEqual([
    range.tickLower,
    range.tickUpper,
    preview.minted.liquidity,
  ])
  expect([minted[0]?.args.amount0, minted[0]?.args.amount1]).toEqual([
    preview.minted.amount0,
    preview.minted.amount1,
  ])
  return preview
}

let snap = ''
beforeAll(async () => {
  snap = await snapshot(l1.rpcUrl)
  for (const w of [wallet, trader])
    for (const token of [pool.token0, pool.token1]) {
      await wait(
        await w.writeContract({
          address: token,
          abi: erc20Abi,
          functionName: 'approve',
          args: [manager, maxUint256],
        }),
      )
      await wait(
        await w.writeContract({
          address: token,
          abi: erc20Abi,
          functionName: 'approve',
          args: [l1.contracts.swapRouter02, maxUint256],
        }),
      )
    }
})
afterAll(async () => {
  await revert(l1.rpcUrl, snap)
})

describe('changing a v3 position range in one transaction', () => {
  it('moves an in-range position with earned fees to a narrower range: the old one ends empty, the refunds are the preview', async () => {
    const [, tick] = await slot0()
    const base = Math.floor(tick / 60) * 60
    const id = await mint(base - 1200, base + 1200, 10n ** 16n, 10n ** 16n)
    await swapToken0(10n ** 14n)
    const fees = await owedFees(id)
    expect(fees.amount0).toBeGreaterThan(0n)
    const preview = await changeRange(id, { tickLower: base - 300, tickUpper: base + 480 }, false)
    expect(preview.refunds.amount0 + preview.refunds.amount1).toBeGreaterThan(0n)
  })

  it('moves an out-of-range position to another range and burns the old NFT', async () => {
    const [, tick] = await slot0()
    const above = (Math.floor(tick / 60) + 10) * 60
    const id = await mint(above, above + 1200, 10n ** 16n, 0n)
    const preview = await changeRange(id, { tickLower: above + 600, tickUpper: above + 3000 }, true)
    expect(preview.removed.amount1).toBe(0n)
  })
})

describe('a price move between the preview and the send', () => {
  it('within the tolerance the mint still takes only what the collect paid: nothing is pulled from the wallet', async () => {
    const [sqrtPriceX96, tick] = await slot0()
    const base = Math.floor(tick / 60) * 60
    const id = await mint(base - 1200, base + 1200, 10n ** 16n, 10n ** 16n)
    const range = { tickLower: base - 300, tickUpper: base + 480 }
    const buffered = await previewAndCall(id, range, false)
    const unbuffered = await previewAndCall(id, range, false, 0)
    // A trader moves the price down by up to 0.40 % (its whole token0, stopped at that price).
    const { low } = priceBand({ sqrtPriceX96, tick }, 40)
    const balance0 = await client.readContract({
      address: pool.token0,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [trader.account.address],
    })
    await swapToken0(balance0, low.sqrtPriceX96)
    const [moved] = await slot0()
    const ratio = (moved * moved * 100_000n) / (sqrtPriceX96 * sqrtPriceX96)
    expect(ratio).toBeLessThan(99_990n)
    expect(ratio).toBeGreaterThan(100_000n - BigInt(TOLERANCE_BPS) * 10n)
    // Without a tolerance the same change now fails its slippage checks.
    expect(await simulate(unbuffered)).toEqual({
      status: 'reverted',
      reason: 'Price slippage check',
    })
    const before = await balances()
    const receipt = await wait(await wallet.sendTransaction({ to: manager, ...buffered.call }))
    const after = await balances()
    expect(after.amount0 - before.amount0).toBeGreaterThanOrEqual(0n)
    expect(after.amount1 - before.amount1).toBeGreaterThanOrEqual(0n)
    expect((await positions(id))[7]).toBe(0n)
    const [minted] = parseEventLogs({
      abi: positionManagerAbi,
      eventName: 'IncreaseLiquidity',
      logs: receipt.logs,
    })
    expect(minted?.args.liquidity).toBeGreaterThan(0n)
  })
})
