import { Token } from '@uniswap/sdk-core'
import { Pool, Position, TickMath } from '@uniswap/v3-sdk'
import {
  type Address,
  encodeAbiParameters,
  encodeEventTopics,
  type Hex,
  type Log,
  parseAbiParameters,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { positionLedger } from './ledger'
import {
  decodeV4ModifyLogs,
  POOL_MANAGER_EVENTS_ABI,
  POOL_PRICE_EVENTS_ABI,
  priceBeforeModify,
  type V4ModifyEvent,
  v4ModifyLiquidityTopics,
  v4PositionEvents,
} from './v4Events'

const POOL_ID: Hex = `0x${'ab'.repeat(32)}`
const MANAGER: Address = '0x1F98431c8aD98523631AE4a59f267346ea31F984'

const salt = (id: bigint): Hex => `0x${id.toString(16).padStart(64, '0')}`

function modifyLog(p: {
  tokenId: bigint
  liquidityDelta: bigint
  block: bigint
  logIndex: number
  tickLower?: number
  tickUpper?: number
}): Log {
  return {
    address: MANAGER,
    topics: encodeEventTopics({
      abi: POOL_MANAGER_EVENTS_ABI,
      eventName: 'ModifyLiquidity',
      args: { id: POOL_ID, sender: MANAGER },
    }) as [Hex, ...Hex[]],
    data: encodeAbiParameters(parseAbiParameters('int24, int24, int256, bytes32'), [
      p.tickLower ?? -600,
      p.tickUpper ?? 600,
      p.liquidityDelta,
      salt(p.tokenId),
    ]),
    blockNumber: p.block,
    blockHash: `0x${'00'.repeat(32)}`,
    logIndex: p.logIndex,
    transactionHash: `0x${p.block.toString(16).padStart(64, '0')}`,
    transactionIndex: 0,
    removed: false,
    blockTimestamp: 1_700_000_000n + p.block * 12n,
  } as Log
}

/**
 * v3-sdk's Position (JSBI) at the same price, independent of the core's bigint formulas: its
 * mintAmounts round up as an addition takes, amount0/amount1 down as a removal pays.
 */
function sdkAmounts(
  tick: number,
  sqrtPriceX96: bigint,
  liquidity: bigint,
  roundUp: boolean,
): { amount0: bigint; amount1: bigint } {
  const token = (a: string) => new Token(1, a, 18)
  const pool = new Pool(
    token('0x0000000000000000000000000000000000000001'),
    token('0x0000000000000000000000000000000000000002'),
    3000,
    sqrtPriceX96.toString(),
    0,
    tick,
  )
  const position = new Position({
    pool,
    liquidity: liquidity.toString(),
    tickLower: -600,
    tickUpper: 600,
  })
  const [a0, a1] = roundUp
    ? [position.mintAmounts.amount0, position.mintAmounts.amount1]
    : [position.amount0.quotient, position.amount1.quotient]
  return { amount0: BigInt(a0.toString()), amount1: BigInt(a1.toString()) }
}

describe('decodeV4ModifyLogs', () => {
  it('keeps one position’s modifies (by salt) in chain order', () => {
    const logs = [
      modifyLog({ tokenId: 7n, liquidityDelta: -5n, block: 12n, logIndex: 0 }),
      modifyLog({ tokenId: 8n, liquidityDelta: 99n, block: 11n, logIndex: 0 }),
      modifyLog({ tokenId: 7n, liquidityDelta: 10n, block: 11n, logIndex: 3 }),
    ]
    const events = decodeV4ModifyLogs({ tokenId: 7n, logs })
    expect(events.map((e) => [e.blockNumber, e.liquidityDelta])).toEqual([
      [11n, 10n],
      [12n, -5n],
    ])
    expect(events[0]).toMatchObject({
      tickLower: -600,
      tickUpper: 600,
      blockTimestamp: 1_700_000_132n,
    })
  })

  it('filters the pool manager’s logs on the pool id and the position manager as sender', () => {
    const [topic0, id, sender] = v4ModifyLiquidityTopics(POOL_ID, MANAGER)
    expect(modifyLog({ tokenId: 1n, liquidityDelta: 1n, block: 1n, logIndex: 0 }).topics).toEqual([
      topic0,
      id,
      sender,
    ])
  })
})

describe('v4PositionEvents → positionLedger', () => {
  // Mint 2^64 liquidity in range at tick 0; the price falls to tick −300 (a trade earns fees); the owner
  // adds, removes half, then collects (a 0-delta modify).
  const tick0 = { tick: 0, sqrtPriceX96: BigInt(TickMath.getSqrtRatioAtTick(0).toString()) }
  const tickDown = {
    tick: -300,
    sqrtPriceX96: BigInt(TickMath.getSqrtRatioAtTick(-300).toString()) + 12_345n,
  }
  const modify = (block: bigint, liquidityDelta: bigint): V4ModifyEvent => ({
    tokenId: 7n,
    blockNumber: block,
    logIndex: 0,
    transactionHash: `0x${block.toString(16).padStart(64, '0')}`,
    blockTimestamp: 1_000n + block,
    tickLower: -600,
    tickUpper: 600,
    liquidityDelta,
  })
  // 2^64 liquidity and fee growth in units of 2^64 per liquidity: the fees come out whole.
  const L = 1n << 64n
  const growth = (x: bigint) => x << 64n
  const modifies = [modify(1n, L), modify(5n, L / 2n), modify(9n, -(3n * L) / 4n), modify(12n, 0n)]
  const states = [
    { priceBefore: tick0, feeGrowthInsideLastAfter: [0n, 0n] as const },
    { priceBefore: tickDown, feeGrowthInsideLastAfter: [growth(3_000n), growth(0n)] as const },
    { priceBefore: tickDown, feeGrowthInsideLastAfter: [growth(5_000n), growth(800n)] as const },
    { priceBefore: tickDown, feeGrowthInsideLastAfter: [growth(5_600n), growth(800n)] as const },
  ]
  const events = v4PositionEvents(modifies, states)
  const ledger = positionLedger(events)

  it('deposits and withdrawals are the pool manager’s amounts: up for additions, down for removals', () => {
    const mint = sdkAmounts(0, tick0.sqrtPriceX96, L, true)
    const add = sdkAmounts(-300, tickDown.sqrtPriceX96, L / 2n, true)
    const removed = sdkAmounts(-300, tickDown.sqrtPriceX96, (3n * L) / 4n, false)
    expect(ledger.deposited).toEqual({
      amount0: mint.amount0 + add.amount0,
      amount1: mint.amount1 + add.amount1,
    })
    expect(ledger.withdrawn).toEqual(removed)
    expect(ledger.principalOwed).toEqual({ amount0: 0n, amount1: 0n })
  })

  it('every modify pays the fees since the last: floor(L before × Δgrowth / 2^128)', () => {
    // 3,000 wei of token0 per unit before the add; then 2,000 and 800 on 1.5 units; then 600 on 0.75.
    expect(ledger.feesCollected).toEqual({ amount0: 3_000n + 3_000n + 450n, amount1: 1_200n })
    const removed = sdkAmounts(-300, tickDown.sqrtPriceX96, (3n * L) / 4n, false)
    expect(ledger.collected).toEqual({
      amount0: removed.amount0 + 6_450n,
      amount1: removed.amount1 + 1_200n,
    })
    expect(ledger.mint).toEqual({ blockNumber: 1n, blockTimestamp: 1_001n })
  })

  it('a removal’s principal is paid at once; a collect is its fees alone', () => {
    expect(events.map((e) => e.kind)).toEqual([
      'IncreaseLiquidity',
      'IncreaseLiquidity',
      'Collect',
      'DecreaseLiquidity',
      'Collect',
      'Collect',
    ])
    expect(events.at(-1)).toMatchObject({ amount0: 450n, amount1: 0n })
  })

  it('fee growth that wrapped past 2^256 still counts what was earned', () => {
    const wrapped = v4PositionEvents(
      [modify(1n, L), modify(2n, 0n)],
      [
        { priceBefore: tick0, feeGrowthInsideLastAfter: [(1n << 256n) - growth(100n), 0n] },
        { priceBefore: tick0, feeGrowthInsideLastAfter: [growth(50n), 0n] },
      ],
    )
    expect(wrapped.at(-1)).toMatchObject({ kind: 'Collect', amount0: 150n, amount1: 0n })
  })
})

describe('priceBeforeModify', () => {
  const SENDER: Address = '0x00000000000000000000000000000000000000aa'
  const priceLog = (logIndex: number, sqrtPriceX96: bigint, tick: number, swap: boolean): Log =>
    ({
      address: MANAGER,
      topics: swap
        ? encodeEventTopics({
            abi: POOL_PRICE_EVENTS_ABI,
            eventName: 'Swap',
            args: { id: POOL_ID, sender: SENDER },
          })
        : encodeEventTopics({
            abi: POOL_PRICE_EVENTS_ABI,
            eventName: 'Initialize',
            args: { id: POOL_ID, currency0: SENDER, currency1: MANAGER },
          }),
      data: swap
        ? encodeAbiParameters(
            parseAbiParameters('int128, int128, uint160, uint128, int24, uint24'),
            [-5n, 7n, sqrtPriceX96, 10n, tick, 3000],
          )
        : encodeAbiParameters(parseAbiParameters('uint24, int24, address, uint160, int24'), [
            3000,
            60,
            SENDER,
            sqrtPriceX96,
            tick,
          ]),
      blockNumber: 9n,
      logIndex,
      removed: false,
    }) as unknown as Log
  const before = [5n << 96n, 32_190] as const

  it('is the state at the end of the block before when nothing in the block moved it first', () => {
    expect(priceBeforeModify([priceLog(8, 1n << 96n, 0, true)], 4, before)).toEqual({
      sqrtPriceX96: 5n << 96n,
      tick: 32_190,
    })
  })

  it('is the last trade before the modify in its block', () => {
    const logs = [priceLog(3, 3n << 96n, 21_972, true), priceLog(1, 2n << 96n, 13_863, true)]
    expect(priceBeforeModify(logs, 4, before)).toEqual({ sqrtPriceX96: 3n << 96n, tick: 21_972 })
  })

  it('is the starting price of a pool created in the same transaction', () => {
    const logs = [priceLog(0, 1n << 96n, 0, false)]
    expect(priceBeforeModify(logs, 2, [0n, 0])).toEqual({ sqrtPriceX96: 1n << 96n, tick: 0 })
    expect(() => priceBeforeModify([], 2, [0n, 0])).toThrow('no pool price')
  })
})
