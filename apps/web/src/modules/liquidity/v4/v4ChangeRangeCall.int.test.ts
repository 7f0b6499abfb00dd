import { publicClient, walletClient } from '@tidepool/devnet/testing/clients'
import { devnetV4 } from '@tidepool/devnet/testing/context'
import { revert, snapshot } from '@tidepool/devnet/testing/rpc'
import {
  approveViaPermit2,
  mintV4Position,
  routerAbi,
  v4Slot0,
  v4SwapInput,
} from '@tidepool/devnet/testing/v4'
import { type Address, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { changeRangePreview } from '../change/changeRange'
import { simulateChangeRange } from '../change/simulateChangeRange'
import { readV4PositionsById } from '../positions/actions/readV4Positions'
import { v4ChangeRangeCall } from './v4ChangeRangeCall'

const { manifest, l1, v4, pool } = devnetV4('v4-only')

const chain = publicClient(l1)
// Accounts 4 and 5, as v4Calls.int.test.ts (files run one at a time, each in a snapshot).
const owner = walletClient(manifest, l1, 4)
const trader = walletClient(manifest, l1, 5)
const account: Address = owner.account.address
const lum = pool.currency1
const erc20 = parseAbi(['function balanceOf(address) view returns (uint256)'])
const nextTokenId = parseAbi(['function nextTokenId() view returns (uint256)'])
const DEADLINE = 10_000_000_000n
/** The default slippage tolerance (0.50 %): the price move the change's mint survives. */
const TOLERANCE_BPS = 50

const read = async (id: bigint) =>
  (
    await readV4PositionsById(chain, {
      chainId: l1.chainId,
      ids: [id],
      positionManager: v4.positionManager,
      stateView: v4.stateView,
      multicallAddress: l1.contracts.multicall3,
    })
  ).positions[0]

const nextId = () =>
  chain.readContract({ address: v4.positionManager, abi: nextTokenId, functionName: 'nextTokenId' })

const balances = async () => ({
  eth: await chain.getBalance({ address: account }),
  lum: await chain.readContract({
    address: lum,
    abi: erc20,
    functionName: 'balanceOf',
    args: [account],
  }),
})

async function trade(amountIn: bigint): Promise<void> {
  const hash = await trader.writeContract({
    address: v4.universalRouter,
    abi: routerAbi,
    functionName: 'execute',
    args: ['0x10', [v4SwapInput(pool, true, amountIn)], DEADLINE],
    value: amountIn,
  })
  expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
}

/** The preview at the pool's price now and the call built from it (`slippageBps`: the buffer). */
async function previewAndCall(
  id: bigint,
  range: { tickLower: number; tickUpper: number },
  burn: boolean,
  slippageBps = TOLERANCE_BPS,
) {
  const old = await read(id)
  if (!old?.sqrtPriceX96 || old.tickCurrent === undefined) throw new Error('no position')
  const preview = changeRangePreview({
    price: { sqrtPriceX96: old.sqrtPriceX96, tick: old.tickCurrent },
    position: old,
    fees: { amount0: old.feesOwed0, amount1: old.feesOwed1 },
    range,
    slippageBps,
    mintsBy: 'liquidity',
  })
  const call = v4ChangeRangeCall({
    tokenId: id,
    poolKey: pool,
    preview,
    range,
    burn,
    owner: account,
    deadline: DEADLINE,
  })
  return { preview, call }
}

const simulate = (c: Awaited<ReturnType<typeof previewAndCall>>) =>
  simulateChangeRange(chain, {
    account,
    to: v4.positionManager,
    ...c.call,
    currencies: [pool.currency0, pool.currency1],
    refunds: c.preview.refunds,
  })

/** Previews, simulates and sends the change of `id` to `range`; checks it all on chain. */
async function changeRange(
  id: bigint,
  range: { tickLower: number; tickUpper: number },
  burn: boolean,
) {
  const built = await previewAndCall(id, range, burn)
  const { preview, call } = built
  expect(preview.minted.liquidity).toBeGreaterThan(0n)
  expect(await simulate(built)).toEqual({ status: 'traced', refunds: preview.refunds, exact: true })

  const newId = await nextId()
  const before = await balances()
  const hash = await owner.sendTransaction({ to: v4.positionManager, ...call })
  const receipt = await chain.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  const after = await balances()
  const gas = receipt.gasUsed * receipt.effectiveGasPrice
  expect([after.eth - before.eth + gas, after.lum - before.lum]).toEqual([
    preview.refunds.amount0,
    preview.refunds.amount1,
  ])
  const emptied = await read(id)
  if (burn) expect(emptied).toBeUndefined()
  else expect(emptied?.liquidity).toBe(0n)
  const created = await read(newId)
  expect(created).toMatchObject({ ...range, liquidity: preview.minted.liquidity, owner: account })
  return preview
}

let state = ''
beforeAll(async () => {
  state = await snapshot(l1.rpcUrl)
  await approveViaPermit2(l1, owner, lum, v4.positionManager, 10n ** 30n)
})
afterAll(async () => {
  await revert(l1.rpcUrl, state)
})

/** The owner's position 20 spacings either side of the price (`around`: the spacing below it). */
const mintAroundPrice = async () => {
  const { tick } = await v4Slot0(l1, pool)
  const s = pool.tickSpacing
  const around = Math.floor(tick / s) * s
  const id = await mintV4Position(l1, owner, pool, {
    tickLower: around - 20 * s,
    tickUpper: around + 20 * s,
    liquidity: 10n ** 20n,
    amount0Max: 10n ** 21n,
    amount1Max: 10n ** 23n,
  })
  return { s, around, id }
}

describe('changing a v4 position range in one transaction', () => {
  it('moves an in-range position with earned fees to a narrower range: the old one ends empty, the refunds are the preview', async () => {
    const { s, around, id } = await mintAroundPrice()
    await trade(10n ** 18n)
    const fees = (await read(id))?.feesOwed0 ?? 0n
    expect(fees).toBeGreaterThan(0n)
    const preview = await changeRange(
      id,
      { tickLower: around - 5 * s, tickUpper: around + 7 * s },
      false,
    )
    // Both sides come out and one of them is left over: a refund that could be wrong.
    expect(preview.refunds.amount0 + preview.refunds.amount1).toBeGreaterThan(0n)
  })

  it('moves an out-of-range position (ETH only) to another range above the price and burns the old NFT', async () => {
    const { tick } = await v4Slot0(l1, pool)
    const s = pool.tickSpacing
    const above = (Math.floor(tick / s) + 10) * s
    const id = await mintV4Position(l1, owner, pool, {
      tickLower: above,
      tickUpper: above + 30 * s,
      liquidity: 10n ** 19n,
      amount0Max: 10n ** 21n,
      amount1Max: 0n,
    })
    expect((await read(id))?.status).toBe('outOfRange')
    const around = Math.floor(tick / s) * s
    // Only ETH came out: a range across the price takes some ETH and no LUM, and refunds ETH.
    const preview = await changeRange(
      id,
      { tickLower: around + s, tickUpper: around + 40 * s },
      true,
    )
    expect(preview.removed.amount1).toBe(0n)
  })
})

describe('a price move between the preview and the send', () => {
  it('within the tolerance the change still succeeds (the buffered mint fits), where the unbuffered one reverts', async () => {
    const { sqrtPriceX96 } = await v4Slot0(l1, pool)
    const { s, around, id } = await mintAroundPrice()
    const range = { tickLower: around - 5 * s, tickUpper: around + 7 * s }
    const buffered = await previewAndCall(id, range, false)
    const unbuffered = await previewAndCall(id, range, false, 0)
    // ETH in: the price of ETH in LUM falls, by less than the tolerance.
    await trade(3n * 10n ** 17n)
    const moved = (await v4Slot0(l1, pool)).sqrtPriceX96
    const ratio = (moved * moved * 10_000n) / (sqrtPriceX96 * sqrtPriceX96)
    expect(ratio).toBeLessThan(10_000n)
    expect(ratio).toBeGreaterThan(10_000n - BigInt(TOLERANCE_BPS))
    expect((await simulate(unbuffered)).status).toBe('reverted')
    const newId = await nextId()
    const before = await balances()
    const hash = await owner.sendTransaction({ to: v4.positionManager, ...buffered.call })
    const receipt = await chain.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    const after = await balances()
    const gas = receipt.gasUsed * receipt.effectiveGasPrice
    // TAKE_PAIR only pays out: the wallet gained on both sides, nothing was pulled.
    expect(after.eth - before.eth + gas).toBeGreaterThanOrEqual(0n)
    expect(after.lum - before.lum).toBeGreaterThanOrEqual(0n)
    expect((await read(id))?.liquidity).toBe(0n)
    expect(await read(newId)).toMatchObject({
      ...range,
      liquidity: buffered.preview.minted.liquidity,
    })
  })
})
