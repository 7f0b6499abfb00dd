// One pair's migration form (spec 02 §4 Migrate; §5 Migration; §7 Migrator): what comes out of
// v2, the v3 side (MigrateV3Section on the v3 add core), the exact preview simulated at one block,
// then allow (approve or permit) and Migrate. Its own state is the migrate store
// (state/migrateStore), the range picker's the v3 mint store.
import { useLingui } from '@lingui/react'
import { useEffect } from 'react'
import type { Address } from 'viem'
import type { ChainInfo } from '../../../../chain/chains'
import { useFormatAmount } from '../../../../lib/format'
import { batchApprovalsOf, LIQUIDITY_PERMIT, useApproval } from '../../../approvals'
import { useAtomicBatching } from '../../../transactions'
import type { MigratePair } from '../actions/readMigratePair'
import { MigrateFromSection } from '../components/MigrateFromSection'
import { useMigrateRange } from '../hooks/useMigrateRange'
import { useMigrateTransaction } from '../hooks/useMigrateTransaction'
import { useMigrationPreview } from '../hooks/useMigrationPreview'
import { useV2StartPrice } from '../hooks/useV2StartPrice'
import { useMigrateForm } from '../state/migrateStore'
import { MIGRATE_STRINGS as S } from '../strings'
import { burnAmounts } from '../utils/burn'
import { canMigrate } from '../utils/migrateReady'
import { priceDifferenceBps } from '../utils/priceDifference'
import { MigrateActions } from './MigrateActions'
import { MigrateV3Section } from './MigrateV3Section'
import { MigrationPreviewPanel } from './MigrationPreviewPanel'

export function MigrateForm(p: { chain: ChainInfo; pair: MigratePair; account: Address }) {
  const { chain, pair, account } = p
  const { _ } = useLingui()
  const { decimal } = useFormatAmount()
  const { balanceSeen, sentBlock, seeBalance, markSent } = useMigrateForm()
  const range = useMigrateRange(chain, pair)
  const { flow, lookup } = range
  const { tokenA, tokenB, fee, derived } = flow
  const startSqrtPriceX96 =
    derived.noLiquidity && derived.pool ? BigInt(derived.pool.sqrtRatioX96.toString()) : undefined

  const lpSymbol = pair.exchange.kind === 'fork' ? 'SLP' : 'UNI-V2'
  const approval = useApproval({
    chain,
    currency: { address: pair.address, symbol: lpSymbol },
    amountRaw: balanceSeen,
    spender: chain.contracts?.v3Migrator,
    permit: LIQUIDITY_PERMIT,
  })
  // Issue 18: a wallet that batches atomically (EIP-5792) allows the LP inside the migration's
  // own batch [approve, migrate]: no Allow step (utils/migrateReady: Migrate without a
  // simulation; the wallet simulates the batch as a whole).
  const batching = useAtomicBatching(chain.id)
  const batched = approval.batchApproval !== undefined
  const query = useMigrationPreview({
    chain,
    pair,
    account,
    fee,
    range: derived.invalidRange ? undefined : derived.range,
    startPool: derived.noLiquidity ? derived.pool : undefined,
    permit: approval.signatureData,
  })
  const { data } = query
  const snapshot = data?.snapshot
  useEffect(() => {
    if (snapshot) seeBalance(snapshot.balance)
  }, [snapshot, seeBalance])
  const v2Price = useV2StartPrice(pair, snapshot?.pair, range)

  const tx = useMigrateTransaction(chain)
  const burned = snapshot ? burnAmounts(snapshot.pair, snapshot.balance) : undefined
  const v3Sqrt = snapshot?.pool?.sqrtPriceX96 ?? startSqrtPriceX96
  const diffBps =
    snapshot && v3Sqrt !== undefined
      ? priceDifferenceBps(snapshot.pair.reserve0, snapshot.pair.reserve1, v3Sqrt)
      : undefined
  const values = {
    exchange: pair.exchange.label,
    symbol0: pair.token0.symbol ?? '',
    symbol1: pair.token1.symbol ?? '',
  }
  const per = _({
    ...S.pricePer,
    values: { quote: tokenB.symbol ?? '', base: tokenA.symbol ?? '' },
  })
  const v2InView = v2Price && (range.inverted ? v2Price.invert() : v2Price)
  const shown = tx.state.status === 'migrating' ? tx.state.sent : data?.preview
  // The block the figures were read at, kept with them once sent.
  const blockShown = tx.state.status === 'migrating' ? sentBlock : data?.snapshot.blockNumber
  return (
    <>
      <MigrateFromSection
        values={values}
        lpSymbol={lpSymbol}
        balance={snapshot?.balance}
        burned={burned}
        decimals0={pair.token0.decimals}
        decimals1={pair.token1.decimals}
        v2PriceText={v2InView && `${decimal(v2InView.toSignificant(6))} ${per}`}
        v3PriceText={
          lookup.pool && `${decimal(lookup.pool.priceOf(tokenA).toSignificant(6))} ${per}`
        }
      />
      <MigrateV3Section chain={chain} range={range} values={values} diffBps={diffBps} />
      <MigrationPreviewPanel
        pair={pair}
        chain={chain}
        preview={shown}
        blockNumber={blockShown}
        simulation={
          tx.state.status === 'migrating'
            ? tx.state.simulation
            : // No 'Allow the LP tokens to check…' where there is no Allow step (the batch).
              batched && data?.simulation?.status === 'unapproved'
              ? undefined
              : data?.simulation
        }
      />
      <MigrateActions
        approval={approval}
        batching={batching}
        lpSymbol={lpSymbol}
        tx={tx}
        lpBalance={snapshot?.balance}
        ready={canMigrate({
          hasPreview: data?.preview !== undefined,
          stale: query.isPlaceholderData,
          invalidRange: derived.invalidRange,
          simulation: data?.simulation?.status,
          batched,
        })}
        rangeMissing={derived.range === undefined || derived.invalidRange}
        onMigrate={() => {
          if (!data?.preview || !derived.range) return
          markSent(data.snapshot.blockNumber)
          void tx.migrate({
            pair,
            account,
            fee,
            range: derived.range,
            preview: data.preview,
            simulation: data.simulation,
            createPoolSqrtPriceX96: data.createPoolSqrtPriceX96,
            permit: approval.signatureData,
            allowanceCovers: data.snapshot.allowance >= data.snapshot.balance,
            approvals: batchApprovalsOf(approval),
          })
        }}
      />
    </>
  )
}
