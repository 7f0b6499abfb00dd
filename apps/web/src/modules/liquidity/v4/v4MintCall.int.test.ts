import { publicClient, walletClient } from '@tidepool/devnet/testing/clients'
import { devnetV4 } from '@tidepool/devnet/testing/context'
import { revert, snapshot } from '@tidepool/devnet/testing/rpc'
import { approveViaPermit2, v4Slot0 } from '@tidepool/devnet/testing/v4'
import { type Address, type Hash, parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { V4PoolKey } from '../positions/model'
import { v4PoolId } from '../positions/utils/v4Position'
import { depositForAmount, type V4PoolPrice, type V4Range } from './v4Amounts'
import { v4MintCall } from './v4MintCall'

const { manifest, l1, v4, pool: seeded } = devnetV4('best-price')

const chain = publicClient(l1)
// Account 8: no other integration file sends from it.
const owner = walletClient(manifest, l1, 8)
const account: Address = owner.account.address
const usdc = seeded.currency1
const DEADLINE = 10_000_000_000n
const abi = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function nextTokenId() view returns (uint256)',
  'function getPositionLiquidity(uint256) view returns (uint128)',
])

const balances = async () => ({
  eth: await chain.getBalance({ address: account }),
  usdc: await chain.readContract({
    address: usdc,
    abi,
    functionName: 'balanceOf',
    args: [account],
  }),
})

/** Mints the preview from the owner (maxima: the deposit plus 1 %); what moved and the id's liquidity. */
async function mint(
  key: V4PoolKey,
  range: V4Range,
  deposit: { amount0: bigint; amount1: bigint; liquidity: bigint },
  initialSqrtPriceX96?: bigint,
): Promise<{ eth: bigint; usdc: bigint; liquidity: bigint }> {
  const id = await chain.readContract({
    address: v4.positionManager,
    abi,
    functionName: 'nextTokenId',
  })
  const before = await balances()
  const call = v4MintCall({
    poolKey: key,
    ...range,
    liquidity: deposit.liquidity,
    amount0Max: (deposit.amount0 * 101n) / 100n,
    amount1Max: (deposit.amount1 * 101n) / 100n,
    owner: account,
    deadline: DEADLINE,
    initialSqrtPriceX96,
  })
  const hash: Hash = await owner.sendTransaction({ to: v4.positionManager, ...call })
  const receipt = await chain.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  const after = await balances()
  const gas = receipt.gasUsed * receipt.effectiveGasPrice
  return {
    eth: before.eth - after.eth - gas,
    usdc: before.usdc - after.usdc,
    liquidity: await chain.readContract({
      address: v4.positionManager,
      abi,
      functionName: 'getPositionLiquidity',
      args: [id],
    }),
  }
}

let state = ''
beforeAll(async () => {
  state = await snapshot(l1.rpcUrl)
  await approveViaPermit2(l1, owner, usdc, v4.positionManager, 10n ** 30n)
})
afterAll(async () => {
  await revert(l1.rpcUrl, state)
})

describe('v4 mint on the devnet', () => {
  it('mints into the native ETH/USDC pool: ETH and USDC move exactly the preview, the sweep returns the rest, the id holds its liquidity', async () => {
    const price: V4PoolPrice = await v4Slot0(l1, seeded)
    const s = seeded.tickSpacing
    const at = Math.floor(price.tick / s) * s
    const range = { tickLower: at - 300 * s, tickUpper: at + 200 * s }
    const deposit = depositForAmount(price, range, 0, 3n * 10n ** 17n)
    if (!deposit) throw new Error('no deposit')
    expect(deposit.amount0 > 0n && deposit.amount1 > 0n).toBe(true)
    const moved = await mint(seeded, range, deposit)
    expect(moved).toEqual({
      eth: deposit.amount0,
      usdc: deposit.amount1,
      liquidity: deposit.liquidity,
    })
  })

  it('creates a new pool at its starting price with its first position in one transaction, exactly as previewed', async () => {
    const key: V4PoolKey = { ...seeded, fee: 10_000, tickSpacing: 200 }
    const pool = { ...seeded, ...key, id: v4PoolId(key) }
    expect((await v4Slot0(l1, pool)).sqrtPriceX96).toBe(0n)
    // 2950 USDC per ETH, the raw price 2950e6 / 1e18: ⌊√(2950e6 · 2¹⁹² / 1e18)⌋ (v3-sdk's
    // encodeSqrtRatioX96), at tick ⌊log₁.₀₀₀₁ 2.95e-9⌋ = ⌊-196,424.4⌋.
    const sqrtPriceX96 = 4_303_190_690_567_954_397_692_867n
    const price = { sqrtPriceX96, tick: -196_425 }
    const range = { tickLower: -887_200, tickUpper: 887_200 }
    const deposit = depositForAmount(price, range, 1, 500n * 10n ** 6n)
    if (!deposit) throw new Error('no deposit')
    const moved = await mint(key, range, deposit, sqrtPriceX96)
    expect(moved).toEqual({
      eth: deposit.amount0,
      usdc: deposit.amount1,
      liquidity: deposit.liquidity,
    })
    expect(await v4Slot0(l1, pool)).toEqual(price)
  })
})
