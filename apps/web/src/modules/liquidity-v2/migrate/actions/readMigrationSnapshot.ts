// The exact preview's inputs, all read at ONE block (issue 14 "Beyond the reference"): the pair's
// reserves, token balances, supply, kLast and its own LP (burn's inputs, utils/burn), the
// factory's feeTo, the account's LP and its allowance to the migrator, and the v3 pool's slot0 and
// liquidity — one multicall pinned to the latest block, whose timestamp dates the simulation.
import { type Address, type Client, zeroAddress } from 'viem'
import { getBlock } from 'viem/actions'
import { erc20Abi } from '../../../../chain/abis/erc20'
import { v2FactoryAbi, v2PairAbi } from '../../../../chain/abis/v2'
import { v3PoolAbi } from '../../../../chain/abis/v3'
import { multicallReads } from '../../../../chain/multicall'
import type { PairBurnState } from '../utils/burn'
import type { MigratePair } from './readMigratePair'

export interface MigrationSnapshot {
  blockNumber: bigint
  timestamp: bigint
  pair: PairBurnState
  /** The account's LP (the whole of it migrates) and its allowance to the migrator. */
  balance: bigint
  allowance: bigint
  /** The v3 pool at that block, or undefined when it does not exist. */
  pool: { sqrtPriceX96: bigint; tick: number; liquidity: bigint } | undefined
}

export interface ReadMigrationSnapshotParameters {
  pair: MigratePair
  account: Address
  migrator: Address
  v3Pool: Address | undefined
  multicallAddress?: Address | undefined
}

const ok = <T>(r: { status: 'success'; result: T } | { status: 'failure' } | undefined) =>
  r?.status === 'success' ? r.result : undefined

export async function readMigrationSnapshot(
  client: Client,
  p: ReadMigrationSnapshotParameters,
): Promise<MigrationSnapshot> {
  const block = await getBlock(client, { blockTag: 'latest' })
  const pair = p.pair.address
  const pool = p.v3Pool ?? zeroAddress
  const r = await multicallReads(client, {
    multicallAddress: p.multicallAddress,
    blockNumber: block.number,
    calls: [
      { address: pair, abi: v2PairAbi, functionName: 'getReserves' },
      { address: pair, abi: v2PairAbi, functionName: 'totalSupply' },
      { address: pair, abi: v2PairAbi, functionName: 'kLast' },
      { address: pair, abi: v2PairAbi, functionName: 'balanceOf', args: [pair] },
      { address: pair, abi: v2PairAbi, functionName: 'balanceOf', args: [p.account] },
      { address: pair, abi: erc20Abi, functionName: 'allowance', args: [p.account, p.migrator] },
      {
        address: p.pair.token0.address as Address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [pair],
      },
      {
        address: p.pair.token1.address as Address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [pair],
      },
      { address: p.pair.exchange.factory, abi: v2FactoryAbi, functionName: 'feeTo' },
      { address: pool, abi: v3PoolAbi, functionName: 'slot0' },
      { address: pool, abi: v3PoolAbi, functionName: 'liquidity' },
    ] as const,
  })
  const reserves = ok(r[0]) as readonly [bigint, bigint, number] | undefined
  const slot0 = p.v3Pool ? (ok(r[9]) as readonly [bigint, number] | undefined) : undefined
  const liquidity = p.v3Pool ? (ok(r[10]) as bigint | undefined) : undefined
  const feeTo = ok(r[8]) as Address | undefined
  return {
    blockNumber: block.number,
    timestamp: block.timestamp,
    pair: {
      reserve0: reserves?.[0] ?? 0n,
      reserve1: reserves?.[1] ?? 0n,
      totalSupply: (ok(r[1]) as bigint | undefined) ?? 0n,
      kLast: (ok(r[2]) as bigint | undefined) ?? 0n,
      pairLiquidity: (ok(r[3]) as bigint | undefined) ?? 0n,
      balance0: (ok(r[6]) as bigint | undefined) ?? 0n,
      balance1: (ok(r[7]) as bigint | undefined) ?? 0n,
      feeOn: feeTo !== undefined && feeTo !== zeroAddress,
    },
    balance: (ok(r[4]) as bigint | undefined) ?? 0n,
    allowance: (ok(r[5]) as bigint | undefined) ?? 0n,
    pool:
      slot0 && liquidity !== undefined && slot0[0] !== 0n
        ? { sqrtPriceX96: slot0[0], tick: slot0[1], liquidity }
        : undefined,
  }
}
