import { decodeFunctionData } from 'viem'
import { describe, expect, it } from 'vitest'
import { v3MigratorAbi } from '../../../../chain/abis/v2'
import {
  type MigrateCallParameters,
  migrateCallData,
  migrateCalls,
  migrationMinimum,
} from './migrateCall'

const base: MigrateCallParameters = {
  pair: '0x1111111111111111111111111111111111111111',
  liquidity: 123n,
  token0: '0x2222222222222222222222222222222222222222',
  token1: '0x3333333333333333333333333333333333333333',
  fee: 3000,
  tickLower: -600,
  tickUpper: 600,
  amount0Min: 9n,
  amount1Min: 8n,
  recipient: '0x4444444444444444444444444444444444444444',
  deadline: 1_000n,
}

const names = (p: MigrateCallParameters) =>
  migrateCalls(p).map((data) => decodeFunctionData({ abi: v3MigratorAbi, data }).functionName)

describe('migration minimums (spec 02 §9: 0.75 %)', () => {
  it('takes 0.75 % off, rounded down', () => {
    expect(migrationMinimum(10_000n)).toBe(9_925n)
    expect(migrationMinimum(1_001n)).toBe(993n)
    expect(migrationMinimum(0n)).toBe(0n)
  })
})

describe('the migrator multicall (spec 02 §7)', () => {
  it('is migrate alone into an existing pool with an allowance', () => {
    expect(names(base)).toEqual(['migrate'])
    const [migrate] = migrateCalls(base)
    const { args } = decodeFunctionData({ abi: v3MigratorAbi, data: migrate as `0x${string}` })
    expect(args?.[0]).toEqual({
      pair: base.pair,
      liquidityToMigrate: 123n,
      percentageToMigrate: 100,
      token0: base.token0,
      token1: base.token1,
      fee: 3000,
      tickLower: -600,
      tickUpper: 600,
      amount0Min: 9n,
      amount1Min: 8n,
      recipient: base.recipient,
      deadline: 1_000n,
      refundAsETH: true,
    })
  })

  it('is selfPermit, createAndInitializePoolIfNecessary, migrate in that order', () => {
    const p = {
      ...base,
      permit: {
        value: 123n,
        deadline: 2_000n,
        v: 27,
        r: `0x${'aa'.repeat(32)}`,
        s: `0x${'bb'.repeat(32)}`,
      },
      createPoolSqrtPriceX96: 2n ** 96n,
    } as const
    expect(names(p)).toEqual(['selfPermit', 'createAndInitializePoolIfNecessary', 'migrate'])
    const outer = decodeFunctionData({ abi: v3MigratorAbi, data: migrateCallData(p) })
    expect(outer.functionName).toBe('multicall')
    expect(outer.args?.[0]).toEqual(migrateCalls(p))
  })
})
