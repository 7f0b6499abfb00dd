// The exact preview (issue 14 "Beyond the reference"), refreshed at the chain's polling interval:
// one block's snapshot (actions/readMigrationSnapshot) → the v2 burn, the v3 mint and the refund
// (utils/preview) → the migrator multicall built from those figures, eth_call'ed at that block
// from the account (actions/simulateMigration). The Migrate button sends the same figures.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Pool } from '@uniswap/v3-sdk'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../../chain/chains'
import { useChainClients } from '../../../../chain/clients'
import { chainQueryKeys } from '../../../../chain/queries'
import { PERMIT_DEADLINE_SECONDS, type PermitSignature } from '../../../approvals'
import { type FeeTier, poolKey, type TickRange } from '../../../liquidity'
import type { MigratePair } from '../actions/readMigratePair'
import { type MigrationSnapshot, readMigrationSnapshot } from '../actions/readMigrationSnapshot'
import { type SimulationResult, simulateMigration } from '../actions/simulateMigration'
import { migrateCallData } from '../utils/migrateCall'
import { type MigrationPreview, migrationPreview } from '../utils/preview'

export const V2_MIGRATE_PREVIEW_READ = 'v2MigratePreview'

export interface MigrationPreviewState {
  snapshot: MigrationSnapshot
  /** undefined without LP or without a price for a new pool. */
  preview: MigrationPreview | undefined
  /** The pool is created by the multicall at this price (it did not exist at the block). */
  createPoolSqrtPriceX96: bigint | undefined
  /** 'unapproved': the LP is neither allowed nor signed for yet (the call would revert). */
  simulation: SimulationResult | { status: 'unapproved' } | undefined
}

export interface UseMigrationPreviewParameters {
  chain: ChainInfo
  pair: MigratePair | undefined
  account: Address | undefined
  fee: FeeTier
  range: TickRange | undefined
  /** A new pool at the form's starting price (no liquidity), used when the pool does not exist. */
  startPool: Pool | undefined
  permit: PermitSignature | null
}

export function permitArgs(permit: PermitSignature | null, pair: Address) {
  return permit && permit.permitType === 'AMOUNT' && permit.tokenAddress === pair
    ? { value: permit.amount, deadline: permit.deadline, v: permit.v, r: permit.r, s: permit.s }
    : undefined
}

export function useMigrationPreview(p: UseMigrationPreviewParameters) {
  const getClient = useChainClients()
  const { chain, pair, account, fee, range, startPool, permit } = p
  const startSqrtPriceX96 = startPool ? BigInt(startPool.sqrtRatioX96.toString()) : undefined
  const migrator = chain.contracts?.v3Migrator
  const factory = chain.contracts?.v3Factory
  return useQuery({
    queryKey: chainQueryKeys.multicall({
      chainId: chain.id,
      read: V2_MIGRATE_PREVIEW_READ,
      key: [
        pair?.address,
        account,
        fee,
        range?.tickLower,
        range?.tickUpper,
        startSqrtPriceX96?.toString(),
        permit?.r,
      ],
    }),
    enabled: pair !== undefined && account !== undefined && migrator !== undefined,
    refetchInterval: chain.pollingIntervalMs,
    // A new range or tier keeps the last figures on screen until its own are read.
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<MigrationPreviewState> => {
      if (!pair || !account || !migrator) throw new Error('missing dependencies')
      const client = getClient(chain.id)
      const key = factory ? poolKey(pair.token0, pair.token1, fee, factory) : undefined
      const snapshot = await readMigrationSnapshot(client, {
        pair,
        account,
        migrator,
        v3Pool: key?.address,
        multicallAddress: chain.contracts?.multicall3,
      })
      const existing = snapshot.pool
      const createPoolSqrtPriceX96 = existing ? undefined : startSqrtPriceX96
      const pool = existing
        ? new Pool(
            pair.token0,
            pair.token1,
            fee,
            existing.sqrtPriceX96.toString(),
            existing.liquidity.toString(),
            existing.tick,
          )
        : startPool
      if (!range || !pool || snapshot.balance === 0n)
        return { snapshot, preview: undefined, createPoolSqrtPriceX96, simulation: undefined }
      const preview = migrationPreview(snapshot.pair, snapshot.balance, pool, range)
      const signed = permitArgs(permit, pair.address)
      if (snapshot.allowance < snapshot.balance && !signed)
        return { snapshot, preview, createPoolSqrtPriceX96, simulation: { status: 'unapproved' } }
      const data = migrateCallData({
        pair: pair.address,
        liquidity: snapshot.balance,
        token0: pair.token0.address as Address,
        token1: pair.token1.address as Address,
        fee,
        ...range,
        amount0Min: preview.minimums.amount0,
        amount1Min: preview.minimums.amount1,
        recipient: account,
        deadline: snapshot.timestamp + BigInt(PERMIT_DEADLINE_SECONDS),
        permit: snapshot.allowance < snapshot.balance ? signed : undefined,
        createPoolSqrtPriceX96,
      })
      const simulation = await simulateMigration(client, {
        account,
        migrator,
        data,
        blockNumber: snapshot.blockNumber,
        positionManager: chain.contracts?.positionManager ?? migrator,
        token0: pair.token0.address as Address,
        token1: pair.token1.address as Address,
        weth: chain.wrappedNative?.address,
      })
      return { snapshot, preview, createPoolSqrtPriceX96, simulation }
    },
  })
}
