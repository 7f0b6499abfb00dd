// Migrate → the migrator (spec 02 §4 Migrate: allow, Migrate, 'Migrating', 'Success!' once the
// LP balance reads zero; §7: the multicall, gas estimated first — sendTransaction estimates).
// The calldata carries the preview's figures (minimums 0.75 % under its v3 amounts, the same
// range and starting price); the preview shown at the send is kept, so the page still says what
// was sent after the LP is gone. Recorded as MIGRATE_LIQUIDITY_V3 (isFork for the fork exchange).
// A failed send reads in the user's language (issue 34: liquiditySendFailure).
import { useLingui } from '@lingui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import type { Address, Hash } from 'viem'
import type { ChainInfo } from '../../../../chain/chains'
import type { PermitSignature } from '../../../approvals'
import {
  type FeeTier,
  liquiditySendFailure,
  logInternalGuard,
  type TickRange,
  V2_PAIRS_READ,
} from '../../../liquidity'
import { type BatchApproval, useSendTransaction, useTransactionDialog } from '../../../transactions'
import type { MigratePair } from '../actions/readMigratePair'
import { migrateCallData } from '../utils/migrateCall'
import type { MigrationPreview } from '../utils/preview'
import { type MigrationPreviewState, permitArgs } from './useMigrationPreview'

export type MigrateStatus =
  | { status: 'idle' }
  | { status: 'confirm' }
  | {
      status: 'migrating'
      hash: Hash
      sent: MigrationPreview
      /** The simulation shown at the send (its traced figures stay on screen). */
      simulation: MigrationPreviewState['simulation']
    }
  | { status: 'error'; message: string }

export interface MigrateRequest {
  pair: MigratePair
  account: Address
  fee: FeeTier
  range: TickRange
  preview: MigrationPreview
  simulation: MigrationPreviewState['simulation']
  createPoolSqrtPriceX96: bigint | undefined
  /** Used only while the allowance does not cover the LP. */
  permit: PermitSignature | null
  allowanceCovers: boolean
  /** Issue 18: a batching wallet's LP approval, sent first in one batch with the migration. */
  approvals?: readonly BatchApproval[] | undefined
}

export function useMigrateTransaction(chain: ChainInfo) {
  const { _ } = useLingui()
  const send = useSendTransaction(chain)
  const queryClient = useQueryClient()
  // The shared send phase (no dialog here: the page says 'Migrating' in place, spec 02 §4).
  const { dialog, run, close, preview } = useTransactionDialog(chain)
  // The request being (or last) sent: its preview stays on screen once the LP is gone.
  const [request, setRequest] = useState<MigrateRequest>()
  const migrate = useCallback(
    async (r: MigrateRequest) => {
      const migrator = chain.contracts?.v3Migrator
      // spec 02 §8 internal guard: logged.
      if (!migrator) return logInternalGuard('missing dependencies')
      if (r.preview.liquidityToMigrate <= 0n) return logInternalGuard('missing liquidity amount')
      setRequest(r)
      const sent = await run(
        'Could not migrate liquidity',
        () =>
          send({
            account: r.account,
            call: ({ deadline }) => ({
              to: migrator,
              data: migrateCallData({
                pair: r.pair.address,
                liquidity: r.preview.liquidityToMigrate,
                token0: r.pair.token0.address as Address,
                token1: r.pair.token1.address as Address,
                fee: r.fee,
                ...r.range,
                amount0Min: r.preview.minimums.amount0,
                amount1Min: r.preview.minimums.amount1,
                recipient: r.account,
                deadline,
                permit: r.allowanceCovers ? undefined : permitArgs(r.permit, r.pair.address),
                createPoolSqrtPriceX96: r.createPoolSqrtPriceX96,
              }),
            }),
            approvals: r.approvals,
            info: {
              type: 'migrateLiquidityV3',
              baseCurrencyId: r.pair.token0.address,
              quoteCurrencyId: r.pair.token1.address,
              feeAmount: r.fee,
              isFork: r.pair.exchange.kind === 'fork',
            },
          }),
        { failure: (error) => _(liquiditySendFailure(error)) },
      )
      if (!sent) return
      void queryClient.invalidateQueries({
        queryKey: ['chain', 'multicall', chain.id, V2_PAIRS_READ],
      })
    },
    [_, chain, send, run, queryClient],
  )
  const state: MigrateStatus =
    dialog.status === 'closed'
      ? { status: 'idle' }
      : dialog.status === 'submitted'
        ? request
          ? {
              status: 'migrating',
              hash: dialog.hash,
              sent: request.preview,
              simulation: request.simulation,
            }
          : { status: 'idle' }
        : dialog
  return { state, migrate, reset: close, preview }
}
