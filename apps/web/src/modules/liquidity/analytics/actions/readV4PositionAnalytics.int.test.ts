// A v4 position's analytics against the live devnet (issue 32), with an oracle that does not go
// through the code under test: what the pool manager's balances moved in the mint and in the
// removal (ETH by its native balance, LUM by balanceOf), each transaction alone in its block.
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
import { concatHex, encodeAbiParameters, parseAbi, parseAbiParameters, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { v4PoolId } from '../../positions/utils/v4Position'
import { readV4PositionAnalytics, readV4PositionsAnalytics } from './readV4PositionAnalytics'

const { manifest, l1, v4, pool, deployBlock } = devnetV4('v4-only')
const client = publicClient(l1)
const erc20 = parseAbi(['function balanceOf(address) view returns (uint256)'])
const managerAbi = parseAbi([
  'function modifyLiquidities(bytes unlockData, uint256 deadline) payable',
])

/** The pool manager's ETH and LUM (currency0, currency1). */
const held = async () => ({
  amount0: await client.getBalance({ address: v4.poolManager }),
  amount1: await client.readContract({
    address: pool.currency1,
    abi: erc20,
    functionName: 'balanceOf',
    args: [v4.poolManager],
  }),
})
const moved = async (send: () => Promise<unknown>) => {
  const before = await held()
  await send()
  const after = await held()
  return { amount0: after.amount0 - before.amount0, amount1: after.amount1 - before.amount1 }
}

let state = ''
beforeAll(async () => {
  state = await snapshot(l1.rpcUrl)
})
afterAll(async () => {
  await revert(l1.rpcUrl, state)
})

describe('readV4PositionAnalytics on the devnet', () => {
  it('deposits, payouts and fees equal what the pool manager moved, to the wei', async () => {
    const owner = walletClient(manifest, l1, 3)
    await approveViaPermit2(l1, owner, pool.currency1, v4.positionManager, (1n << 160n) - 1n)
    const { tick } = await v4Slot0(l1, pool)
    const at = Math.floor(tick / pool.tickSpacing) * pool.tickSpacing
    const range = { tickLower: at - 20 * pool.tickSpacing, tickUpper: at + 20 * pool.tickSpacing }
    let tokenId = 0n
    const deposited = await moved(async () => {
      tokenId = await mintV4Position(l1, owner, pool, {
        ...range,
        liquidity: 10n ** 18n,
        amount0Max: parseEther('10'),
        amount1Max: parseEther('1000'),
      })
    })
    // A trade through the range (ETH → LUM: the fee in ETH) earns the position fees, and moves the
    // price, so the removal is valued at another price than the mint.
    const trader = walletClient(manifest, l1, 2)
    const swap = await trader.writeContract({
      address: v4.universalRouter,
      abi: routerAbi,
      functionName: 'execute',
      args: ['0x10', [v4SwapInput(pool, true, parseEther('1'))], 10_000_000_000n],
      value: parseEther('1'),
    })
    expect((await client.waitForTransactionReceipt({ hash: swap })).status).toBe('success')
    // Remove half: DECREASE_LIQUIDITY, then TAKE_PAIR to the owner (v4-periphery Actions.sol).
    const unlockData = encodeAbiParameters(parseAbiParameters('bytes, bytes[]'), [
      concatHex(['0x01', '0x11']),
      [
        encodeAbiParameters(parseAbiParameters('uint256, uint256, uint128, uint128, bytes'), [
          tokenId,
          10n ** 18n / 2n,
          0n,
          0n,
          '0x',
        ]),
        encodeAbiParameters(parseAbiParameters('address, address, address'), [
          pool.currency0,
          pool.currency1,
          owner.account.address,
        ]),
      ],
    ])
    const paid = await moved(async () => {
      const hash = await owner.writeContract({
        address: v4.positionManager,
        abi: managerAbi,
        functionName: 'modifyLiquidities',
        args: [unlockData, 10_000_000_000n],
      })
      expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    })

    const snapshotRead = await readV4PositionAnalytics(client, {
      poolManager: v4.poolManager,
      positionManager: v4.positionManager,
      stateView: v4.stateView,
      multicallAddress: l1.contracts.multicall3,
      tokenId,
      poolId: v4PoolId({
        currency0: pool.currency0,
        currency1: pool.currency1,
        fee: pool.fee,
        tickSpacing: pool.tickSpacing,
        hooks: pool.hooks,
      }),
      ...range,
      fromBlock: BigInt(deployBlock),
    })
    if (!snapshotRead) throw new Error('no history read')
    const { ledger, analytics } = snapshotRead
    expect(ledger.deposited).toEqual(deposited)
    expect(ledger.collected).toEqual({ amount0: -paid.amount0, amount1: -paid.amount1 })
    expect(ledger.feesCollected.amount0).toBeGreaterThan(0n)
    expect({
      amount0: ledger.withdrawn.amount0 + ledger.feesCollected.amount0,
      amount1: ledger.withdrawn.amount1 + ledger.feesCollected.amount1,
    }).toEqual(ledger.collected)
    expect(analytics.feesEarned).toEqual(ledger.feesCollected)
    expect(ledger.mint?.blockTimestamp).toBeGreaterThan(0n)

    // /pool reads every v4 row's history at once (one set of log windows for all pools): a second
    // position in another pool (ETH/USDC) read beside this one, each as it reads alone.
    const other = l1.v4Seed?.pools.find((p) => p.role === 'best-price')
    if (!other) throw new Error('no v4 ETH/USDC pool')
    await approveViaPermit2(l1, owner, other.currency1, v4.positionManager, (1n << 160n) - 1n)
    const otherAt =
      Math.floor((await v4Slot0(l1, other)).tick / other.tickSpacing) * other.tickSpacing
    const otherRange = {
      tickLower: otherAt - 10 * other.tickSpacing,
      tickUpper: otherAt + 10 * other.tickSpacing,
    }
    const otherId = await mintV4Position(l1, owner, other, {
      ...otherRange,
      liquidity: 10n ** 12n,
      amount0Max: parseEther('10'),
      amount1Max: 100_000n * 10n ** 6n,
    })
    const contracts = {
      poolManager: v4.poolManager,
      positionManager: v4.positionManager,
      stateView: v4.stateView,
      multicallAddress: l1.contracts.multicall3,
      fromBlock: BigInt(deployBlock),
    }
    const first = { tokenId, poolId: poolIdOf(pool), ...range }
    const second = { tokenId: otherId, poolId: poolIdOf(other), ...otherRange }
    const together = await readV4PositionsAnalytics(client, {
      ...contracts,
      positions: [first, second, { ...second, tokenId: otherId + 1000n }],
    })
    const [aloneFirst, aloneSecond] = await Promise.all([
      readV4PositionAnalytics(client, { ...contracts, ...first }),
      readV4PositionAnalytics(client, { ...contracts, ...second }),
    ])
    expect(together.get(tokenId)?.ledger).toEqual(aloneFirst?.ledger)
    expect(together.get(tokenId)?.ledger).toEqual(ledger)
    expect(together.get(otherId)?.ledger).toEqual(aloneSecond?.ledger)
    expect(together.get(otherId)?.ledger.deposited.amount0).toBeGreaterThan(0n)
    // An id never minted has no history: absent, not an error.
    expect([...together.keys()].sort()).toEqual([tokenId, otherId].sort())
  })
})

function poolIdOf(p: NonNullable<typeof pool>) {
  return v4PoolId({
    currency0: p.currency0,
    currency1: p.currency1,
    fee: p.fee,
    tickSpacing: p.tickSpacing,
    hooks: p.hooks,
  })
}
