// The migrator's calldata (spec 02 §7 "Migrator: multicall of selfPermit (optional),
// createAndInitializePoolIfNecessary (if the pool does not exist) and migrate(pair,
// liquidityToMigrate, percentageToMigrate = 100, token0, token1, fee, tickLower, tickUpper,
// amount0Min, amount1Min, recipient, deadline, refundAsETH = true)"; §9 migration slippage 0.75 %).
import { type Address, encodeFunctionData, type Hex } from 'viem'
import { v3MigratorAbi } from '../../../../chain/abis/v2'

/** spec 02 §9: 0.75 % (75 / 10000). */
export const MIGRATION_SLIPPAGE_BPS = 75n

/** spec 02 §9: the default migration fee tier, medium (0.3 %). */
export const DEFAULT_MIGRATION_FEE = 3000 as const

/** The least the position manager may take of an expected amount: 0.75 % below it, rounded down. */
export function migrationMinimum(amount: bigint): bigint {
  return (amount * (10000n - MIGRATION_SLIPPAGE_BPS)) / 10000n
}

export interface MigratePermit {
  value: bigint
  deadline: bigint
  v: number
  r: Hex
  s: Hex
}

export interface MigrateCallParameters {
  pair: Address
  liquidity: bigint
  token0: Address
  token1: Address
  fee: number
  tickLower: number
  tickUpper: number
  amount0Min: bigint
  amount1Min: bigint
  recipient: Address
  deadline: bigint
  /** A signed EIP-2612 permit of the LP token for the migrator (else an allowance is there). */
  permit?: MigratePermit | undefined
  /** The pool does not exist: created at this price first. */
  createPoolSqrtPriceX96?: bigint | undefined
}

/** The calls of the multicall, in order. */
export function migrateCalls(p: MigrateCallParameters): Hex[] {
  const calls: Hex[] = []
  if (p.permit)
    calls.push(
      encodeFunctionData({
        abi: v3MigratorAbi,
        functionName: 'selfPermit',
        args: [p.pair, p.permit.value, p.permit.deadline, p.permit.v, p.permit.r, p.permit.s],
      }),
    )
  if (p.createPoolSqrtPriceX96 !== undefined)
    calls.push(
      encodeFunctionData({
        abi: v3MigratorAbi,
        functionName: 'createAndInitializePoolIfNecessary',
        args: [p.token0, p.token1, p.fee, p.createPoolSqrtPriceX96],
      }),
    )
  calls.push(
    encodeFunctionData({
      abi: v3MigratorAbi,
      functionName: 'migrate',
      args: [
        {
          pair: p.pair,
          liquidityToMigrate: p.liquidity,
          percentageToMigrate: 100,
          token0: p.token0,
          token1: p.token1,
          fee: p.fee,
          tickLower: p.tickLower,
          tickUpper: p.tickUpper,
          amount0Min: p.amount0Min,
          amount1Min: p.amount1Min,
          recipient: p.recipient,
          deadline: p.deadline,
          refundAsETH: true,
        },
      ],
    }),
  )
  return calls
}

/** The migrator's multicall(bytes[]) calldata. */
export function migrateCallData(p: MigrateCallParameters): Hex {
  return encodeFunctionData({
    abi: v3MigratorAbi,
    functionName: 'multicall',
    args: [migrateCalls(p)],
  })
}
