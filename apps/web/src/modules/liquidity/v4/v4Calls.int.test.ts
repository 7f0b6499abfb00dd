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
import { type Address, type Hash, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readV4PositionsById } from '../positions/actions/readV4Positions'
import { amountsForLiquidity, liquidityForAmounts, liquidityShare } from './v4Amounts'
import { v4BurnCall, v4CollectCall, v4DecreaseCall, v4IncreaseCall } from './v4Calls'

const { manifest, l1, v4, pool } = devnetV4('v4-only')

const chain = publicClient(l1)
// Accounts 4 and 5: the other v4 integration files use 0–3.
const owner = walletClient(manifest, l1, 4)
const trader = walletClient(manifest, l1, 5)
const account: Address = owner.account.address
const lum = pool.currency1
const erc20 = parseAbi(['function balanceOf(address) view returns (uint256)'])
const DEADLINE = 10_000_000_000n

const read = async (id: bigint) => {
  const { positions } = await readV4PositionsById(chain, {
    chainId: l1.chainId,
    ids: [id],
    positionManager: v4.positionManager,
    stateView: v4.stateView,
    multicallAddress: l1.contracts.multicall3,
  })
  return positions[0]
}

const balances = async () => ({
  eth: await chain.getBalance({ address: account }),
  lum: await chain.readContract({
    address: lum,
    abi: erc20,
    functionName: 'balanceOf',
    args: [account],
  }),
})

/** Sends `call` from the owner; resolves to what it moved: [ETH, LUM] in, gas added back. */
async function moved(call: { data: `0x${string}`; value: bigint }): Promise<[bigint, bigint]> {
  const before = await balances()
  const hash: Hash = await owner.sendTransaction({ to: v4.positionManager, ...call })
  const receipt = await chain.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  const after = await balances()
  const gas = receipt.gasUsed * receipt.effectiveGasPrice
  return [after.eth - before.eth + gas, after.lum - before.lum]
}

/** A trade through the pool (ETH → LUM): the position earns its fee in ETH. */
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

let state = ''
beforeAll(async () => {
  state = await snapshot(l1.rpcUrl)
  await approveViaPermit2(l1, owner, lum, v4.positionManager, 10n ** 30n)
})
afterAll(async () => {
  await revert(l1.rpcUrl, state)
})

describe('v4 position writes on the devnet', () => {
  it('collect, decrease, increase, then remove all and burn an in-range position: each moves exactly the preview', async () => {
    const { tick } = await v4Slot0(l1, pool)
    const spacing = pool.tickSpacing
    const around = Math.floor(tick / spacing) * spacing
    const range = { tickLower: around - 20 * spacing, tickUpper: around + 20 * spacing }
    const id = await mintV4Position(l1, owner, pool, {
      ...range,
      liquidity: 10n ** 20n,
      amount0Max: 10n ** 21n,
      amount1Max: 10n ** 23n,
    })
    await trade(10n ** 18n)

    // Collect: the fees the reader says are owed, no more, no less.
    const earning = await read(id)
    if (!earning) throw new Error('minted position not read')
    expect(earning.status).toBe('inRange')
    expect(earning.feesOwed0).toBeGreaterThan(0n)
    expect(
      await moved(
        v4CollectCall({ tokenId: id, poolKey: pool, recipient: account, deadline: DEADLINE }),
      ),
    ).toEqual([earning.feesOwed0, earning.feesOwed1])

    // Decrease 37 %: the removed liquidity's amounts (rounded down) and the new fees.
    await trade(2n * 10n ** 18n)
    const before = await read(id)
    if (!before?.sqrtPriceX96 || before.tickCurrent === undefined) throw new Error('no price')
    const price = { sqrtPriceX96: before.sqrtPriceX96, tick: before.tickCurrent }
    const share = liquidityShare(before.liquidity, 37)
    const removed = amountsForLiquidity(price, before, share, false)
    expect(removed.amount0 > 0n && removed.amount1 > 0n).toBe(true)
    expect(
      await moved(
        v4DecreaseCall({
          tokenId: id,
          poolKey: pool,
          liquidity: share,
          amount0Min: removed.amount0,
          amount1Min: removed.amount1,
          recipient: account,
          deadline: DEADLINE,
        }),
      ),
    ).toEqual([removed.amount0 + before.feesOwed0, removed.amount1 + before.feesOwed1])
    expect((await read(id))?.liquidity).toBe(before.liquidity - share)

    // Increase with 0.5 ETH and 1000 LUM desired: the liquidity they buy, paid rounded up.
    const added = liquidityForAmounts(price, before, {
      amount0: 5n * 10n ** 17n,
      amount1: 10n ** 21n,
    })
    const paid = await moved(
      v4IncreaseCall({
        tokenId: id,
        poolKey: pool,
        liquidity: added.liquidity,
        amount0Max: added.amount0,
        amount1Max: added.amount1,
        recipient: account,
        deadline: DEADLINE,
      }),
    )
    expect(paid).toEqual([-added.amount0, -added.amount1])
    expect((await read(id))?.liquidity).toBe(before.liquidity - share + added.liquidity)

    // Remove the rest, then burn the empty position: the NFT is gone and nothing else moves.
    const rest = (await read(id))?.liquidity ?? 0n
    const all = amountsForLiquidity(price, before, rest, false)
    expect(
      await moved(
        v4DecreaseCall({
          tokenId: id,
          poolKey: pool,
          liquidity: rest,
          amount0Min: all.amount0,
          amount1Min: all.amount1,
          recipient: account,
          deadline: DEADLINE,
        }),
      ),
    ).toEqual([all.amount0, all.amount1])
    expect((await read(id))?.status).toBe('closed')
    expect(
      await moved(
        v4BurnCall({
          tokenId: id,
          poolKey: pool,
          amount0Min: 0n,
          amount1Min: 0n,
          recipient: account,
          deadline: DEADLINE,
        }),
      ),
    ).toEqual([0n, 0n])
    expect(await read(id)).toBeUndefined()
  })

  it('an out-of-range position (all ETH, above the price) decreases to the wei and burns', async () => {
    const { tick, sqrtPriceX96 } = await v4Slot0(l1, pool)
    const spacing = pool.tickSpacing
    const above = (Math.floor(tick / spacing) + 10) * spacing
    const range = { tickLower: above, tickUpper: above + 30 * spacing }
    const id = await mintV4Position(l1, owner, pool, {
      ...range,
      liquidity: 10n ** 19n,
      amount0Max: 10n ** 20n,
      amount1Max: 0n,
    })
    const position = await read(id)
    expect(position?.status).toBe('outOfRange')
    const liquidity = position?.liquidity ?? 0n
    const all = amountsForLiquidity({ sqrtPriceX96, tick }, range, liquidity, false)
    expect(all.amount0).toBeGreaterThan(0n)
    expect(all.amount1).toBe(0n)
    expect(
      await moved(
        v4DecreaseCall({
          tokenId: id,
          poolKey: pool,
          liquidity,
          amount0Min: all.amount0,
          amount1Min: 0n,
          recipient: account,
          deadline: DEADLINE,
        }),
      ),
    ).toEqual([all.amount0, 0n])
    await moved(
      v4BurnCall({
        tokenId: id,
        poolKey: pool,
        amount0Min: 0n,
        amount1Min: 0n,
        recipient: account,
        deadline: DEADLINE,
      }),
    )
    expect(await read(id)).toBeUndefined()
  })
})
