// Issue 32 "Migrate v3 → v4", against the live devnet: one Universal Router transaction takes a
// v3 position out whole (decrease, collect, burn: the v3 NFT is gone) and mints a v4 position
// whose liquidity is the preview's, and the wallet receives the preview's refunds, to the wei.
// The router is allowed by an ERC-721 permit signed by the owner inside the same transaction, or
// by an approve sent first; its simulation (eth_simulateV1 through the devnet's proxy) reports the
// same refunds before it is sent. The oracle is the chain: balances and the position reads.
import type { ManifestV4Pool } from '@tidepool/devnet/manifest'
import { publicClient, walletClient } from '@tidepool/devnet/testing/clients'
import { devnetV4 } from '@tidepool/devnet/testing/context'
import { revert, snapshot } from '@tidepool/devnet/testing/rpc'
import { v4Slot0 } from '@tidepool/devnet/testing/v4'
import { getTickAtSqrtRatio } from '@tidepool/routing'
import {
  type Address,
  erc20Abi,
  isAddressEqual,
  maxUint128,
  maxUint256,
  parseAbi,
  parseEventLogs,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { positionManagerAbi } from '../../../chain/abis/v3'
import { positionManagerWriteAbi } from '../../../chain/abis/v3PositionWrites'
import { simulateChangeRange } from '../change/simulateChangeRange'
import { readV4PositionsById } from '../positions/actions/readV4Positions'
import { v4PoolId } from '../positions/utils/v4Position'
import { migrateV4Call } from './migrateV4Call'
import { migrateV4Preview } from './migrateV4Preview'
import { positionPermitTypedData } from './positionPermit'

const { manifest, l1, v4, pool: ethUsdc } = devnetV4('best-price')
const client = publicClient(l1)
// Account 6: files run one at a time, each in a snapshot.
const wallet = walletClient(manifest, l1, 6)
const account: Address = wallet.account.address
const weth = l1.contracts.weth9
const usdc = ethUsdc.currency1
const found = l1.v3Pools.find(
  (p) =>
    p.fee === 500 &&
    new Set([p.token0, p.token1, weth, usdc].map((a) => a.toLowerCase())).size === 2,
)
if (!found) throw new Error('no v3 WETH/USDC 0.05 % pool')
const v3Pool = found
const npm = l1.contracts.positionManager
const DEADLINE = 2n ** 40n
const poolAbi = parseAbi([
  'function slot0() view returns (uint160 sqrtPriceX96, int24 tick, uint16, uint16, uint16, uint8, bool)',
])
const nextTokenId = parseAbi(['function nextTokenId() view returns (uint256)'])

const wait = async (hash: `0x${string}`) => {
  const receipt = await client.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  return receipt
}
const balanceOf = (token: Address) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account] })
const balances = async () => ({
  eth: await client.getBalance({ address: account }),
  weth: await balanceOf(weth),
  usdc: await balanceOf(usdc),
})
const readV4 = async (id: bigint) =>
  (
    await readV4PositionsById(client, {
      chainId: l1.chainId,
      ids: [id],
      positionManager: v4.positionManager,
      stateView: v4.stateView,
      multicallAddress: l1.contracts.multicall3,
    })
  ).positions[0]

/** A fresh v3 WETH/USDC 0.05 % position around the price (1 WETH and what it pairs with). */
async function mintV3(): Promise<bigint> {
  const [, tick] = await client.readContract({
    address: v3Pool.address,
    abi: poolAbi,
    functionName: 'slot0',
  })
  const at = Math.floor(tick / 10) * 10
  const { request } = await client.simulateContract({
    account: wallet.account,
    address: npm,
    abi: positionManagerWriteAbi,
    functionName: 'mint',
    args: [
      {
        token0: v3Pool.token0,
        token1: v3Pool.token1,
        fee: 500,
        tickLower: at - 500,
        tickUpper: at + 700,
        amount0Desired: 10n ** 18n,
        amount1Desired: 10n ** 18n,
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

/** The preview of moving `id` into `key` (new pool: at the v3 pool's price), as the screen makes it. */
async function previewOf(
  id: bigint,
  key: ManifestV4Pool | Omit<ManifestV4Pool, 'id' | 'role'>,
  isNew: boolean,
) {
  const [sqrtPriceX96, tick] = await client.readContract({
    address: v3Pool.address,
    abi: poolAbi,
    functionName: 'slot0',
  })
  const p = await client.readContract({
    address: npm,
    abi: positionManagerAbi,
    functionName: 'positions',
    args: [id],
  })
  const { result: fees } = await client.simulateContract({
    account: wallet.account,
    address: npm,
    abi: positionManagerWriteAbi,
    functionName: 'collect',
    args: [{ tokenId: id, recipient: account, amount0Max: maxUint128, amount1Max: maxUint128 }],
  })
  const v4Price = isNew
    ? { sqrtPriceX96, tick: getTickAtSqrtRatio(sqrtPriceX96) }
    : await v4Slot0(l1, key as ManifestV4Pool)
  const s = key.tickSpacing
  const range = {
    tickLower: (Math.floor(v4Price.tick / s) - 30) * s,
    tickUpper: (Math.floor(v4Price.tick / s) + 12) * s,
  }
  const flipped = key.currency0 === zeroAddress && isAddressEqual(p[3], weth)
  const preview = migrateV4Preview({
    v3: {
      price: { sqrtPriceX96, tick },
      position: { tickLower: p[5], tickUpper: p[6], liquidity: p[7] },
      fees: { amount0: fees[0], amount1: fees[1] },
    },
    v4: { price: v4Price, range },
    flipped,
  })
  return { preview, range, nonce: p[0], sqrtPriceX96 }
}

let snap = ''
beforeAll(async () => {
  snap = await snapshot(l1.rpcUrl)
  for (const token of [weth, usdc])
    await wait(
      await wallet.writeContract({
        address: token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [npm, maxUint256],
      }),
    )
})
afterAll(async () => {
  await revert(l1.rpcUrl, snap)
})

describe('migrating a v3 position to v4 in one Universal Router transaction', () => {
  it('moves a v3 WETH/USDC position into the native ETH/USDC pool with a permit: the v4 position and the refunds are the preview, the v3 NFT is burned', async () => {
    const id = await mintV3()
    const { preview, range, nonce } = await previewOf(id, ethUsdc, false)
    expect(preview.minted.liquidity).toBeGreaterThan(0n)
    const permitDeadline = DEADLINE
    const signature = await wallet.signTypedData(
      positionPermitTypedData({
        chainId: l1.chainId,
        positionManager: npm,
        spender: v4.universalRouter,
        tokenId: id,
        nonce,
        deadline: permitDeadline,
      }),
    )
    const call = migrateV4Call({
      router: v4.universalRouter,
      v4PositionManager: v4.positionManager,
      tokenId: id,
      preview,
      poolKey: ethUsdc,
      range,
      unwrap: true,
      owner: account,
      deadline: DEADLINE,
      permit: { deadline: permitDeadline, signature },
    })
    const simulated = await simulateChangeRange(client, {
      account,
      ...call,
      currencies: [zeroAddress, usdc],
      refunds: preview.refunds,
    })
    expect(simulated).toEqual({ status: 'traced', refunds: preview.refunds, exact: true })

    const newId = await client.readContract({
      address: v4.positionManager,
      abi: nextTokenId,
      functionName: 'nextTokenId',
    })
    const before = await balances()
    const receipt = await wait(await wallet.sendTransaction(call))
    const after = await balances()
    const gas = receipt.gasUsed * receipt.effectiveGasPrice
    expect([
      after.eth - before.eth + gas,
      after.usdc - before.usdc,
      after.weth - before.weth,
    ]).toEqual([preview.refunds.amount0, preview.refunds.amount1, 0n])
    // Both sides came out and the range leaves one of them over: a refund that could be wrong.
    expect(preview.refunds.amount0 + preview.refunds.amount1).toBeGreaterThan(0n)
    await expect(
      client.readContract({
        address: npm,
        abi: positionManagerAbi,
        functionName: 'ownerOf',
        args: [id],
      }),
    ).rejects.toThrow()
    expect(await readV4(newId)).toMatchObject({
      ...range,
      liquidity: preview.minted.liquidity,
      owner: account,
    })
  })

  it('moves one into a new WETH/USDC v4 pool after an approve, initialising it at the v3 price in the same transaction', async () => {
    const id = await mintV3()
    await wait(
      await wallet.writeContract({
        address: npm,
        abi: positionManagerWriteAbi,
        functionName: 'approve',
        args: [v4.universalRouter, id],
      }),
    )
    const [currency0, currency1] = [v3Pool.token0, v3Pool.token1]
    const key = { currency0, currency1, fee: 500, tickSpacing: 10, hooks: zeroAddress }
    const [fresh] = await client.readContract({
      address: v4.stateView,
      abi: parseAbi(['function getSlot0(bytes32) view returns (uint160, int24, uint24, uint24)']),
      functionName: 'getSlot0',
      args: [v4PoolId(key)],
    })
    expect(fresh).toBe(0n)
    const { preview, range, sqrtPriceX96 } = await previewOf(id, key, true)
    const call = migrateV4Call({
      router: v4.universalRouter,
      v4PositionManager: v4.positionManager,
      tokenId: id,
      preview,
      poolKey: key,
      range,
      unwrap: false,
      owner: account,
      deadline: DEADLINE,
      initialSqrtPriceX96: sqrtPriceX96,
    })
    const newId = await client.readContract({
      address: v4.positionManager,
      abi: nextTokenId,
      functionName: 'nextTokenId',
    })
    const before = await balances()
    await wait(await wallet.sendTransaction(call))
    const after = await balances()
    const [got0, got1] = isAddressEqual(currency0, weth)
      ? [after.weth - before.weth, after.usdc - before.usdc]
      : [after.usdc - before.usdc, after.weth - before.weth]
    expect([got0, got1]).toEqual([preview.refunds.amount0, preview.refunds.amount1])
    expect(await readV4(newId)).toMatchObject({
      ...range,
      liquidity: preview.minted.liquidity,
      owner: account,
    })
  })
})
