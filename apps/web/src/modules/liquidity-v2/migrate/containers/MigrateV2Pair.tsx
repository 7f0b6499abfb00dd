// /migrate/v2/{address} (spec 02 §2; §4 Migrate; §5 Migration; §7 Migrator; §9): the pair at the
// address (v2 or, for any other factory, the fork exchange labelled Sushi), the v3 side — fee
// tier (default medium 0.3 %), the pool lookup, a new pool's starting price (default the v2
// price), the range picker of the v3 add screen (modules/liquidity-v3) with its invalid-range
// and out-of-range messages — the ≥ 2 % price-difference warning, the exact preview (what the
// v3 position will hold and the refund, to the wei, simulated at one block), then allow (approve
// or permit) and Migrate → 'Migrating' → 'Success!' once the LP balance reads zero.
// The route guard (app/routes) already sent an invalid address back to /migrate/v2.
import { useLingui } from '@lingui/react'
import { Price } from '@uniswap/sdk-core'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { Address } from 'viem'
import { Link } from 'wouter'
import type { ChainInfo } from '../../../../chain/chains'
import type { V2Liquidity } from '../../../../chain/contracts'
import { batchApprovalsOf, LIQUIDITY_PERMIT, useApproval } from '../../../approvals'
import {
  chartSlotProps,
  deriveMint,
  type FeeTier,
  FeeTierSelector,
  feeTiersFor,
  initialRangeInputs,
  invertedRangeInputs,
  LiquidityChartSlot,
  MintFormProvider,
  RangeSection,
  StartPriceSection,
  useMintForm,
  usePoolLookup,
  useTierShares,
} from '../../../liquidity-v3'
import { useAtomicBatching } from '../../../transactions'
import { useWallet } from '../../../wallet'
import { V2LiquidityGate } from '../../common/V2LiquidityGate'
import type { MigratePair } from '../actions/readMigratePair'
import { MigrateFromSection } from '../components/MigrateFromSection'
import { useMigratePair } from '../hooks/useMigratePair'
import { useMigrateTransaction } from '../hooks/useMigrateTransaction'
import { useMigrationPreview } from '../hooks/useMigrationPreview'
import { MIGRATE_STRINGS as S } from '../strings'
import { burnAmounts } from '../utils/burn'
import { DEFAULT_MIGRATION_FEE } from '../utils/migrateCall'
import { canMigrate } from '../utils/migrateReady'
import { bpsText, isLargePriceDifference, priceDifferenceBps } from '../utils/priceDifference'
import { MigrateActions } from './MigrateActions'
import { MigrationPreviewPanel } from './MigrationPreviewPanel'
import '../migrate.css'

export function MigrateV2Pair({ address }: { address: string | undefined }) {
  const { _ } = useLingui()
  return (
    <V2LiquidityGate title={_(S.title)}>
      {(v2, chain) => <MigratePairGate v2={v2} chain={chain} address={address as Address} />}
    </V2LiquidityGate>
  )
}

function MigratePairGate(p: { v2: V2Liquidity; chain: ChainInfo; address: Address }) {
  const { _ } = useLingui()
  const wallet = useWallet()
  const account = wallet.status === 'connected' ? wallet.address : undefined
  const pair = useMigratePair(p.chain, p.v2, p.address)
  return (
    <div className="migrate card" data-testid="migrate-pair">
      <header className="migrate__header">
        <Link href="/migrate/v2" className="migrate__back">
          ← {_(S.back)}
        </Link>
        <h1 className="migrate__title">{_(S.title)}</h1>
      </header>
      {!account ? (
        <p className="migrate__empty">{_(S.mustConnect)}</p>
      ) : pair === undefined ? (
        <p className="migrate__empty" aria-busy="true">
          …
        </p>
      ) : pair === null ? (
        <p className="migrate__empty" role="alert">
          {_(S.notAPair)}
        </p>
      ) : (
        <MintFormProvider>
          <MigrateForm chain={p.chain} pair={pair} account={account} />
        </MintFormProvider>
      )}
    </div>
  )
}

const asCurrency = (t: MigratePair['token0']) => ({
  chainId: t.chainId,
  address: t.address,
  decimals: t.decimals,
  symbol: t.symbol ?? '',
  name: t.name ?? t.symbol ?? '',
})

function MigrateForm({
  chain,
  pair,
  account,
}: {
  chain: ChainInfo
  pair: MigratePair
  account: Address
}) {
  const { _ } = useLingui()
  const form = useMintForm()
  const [fee, setFee] = useState<FeeTier>(DEFAULT_MIGRATION_FEE)
  const [feeOpen, setFeeOpen] = useState(false)
  const [inverted, setInverted] = useState(false)
  const [fullRangeAsked, setFullRangeAsked] = useState(false)
  const [tokenA, tokenB] = inverted ? [pair.token1, pair.token0] : [pair.token0, pair.token1]
  const currencyA = useMemo(() => asCurrency(tokenA), [tokenA])
  const currencyB = useMemo(() => asCurrency(tokenB), [tokenB])
  const lookup = usePoolLookup(chain, tokenA, tokenB, fee)
  const { shares } = useTierShares(chain, tokenA, tokenB)
  const derived = useMemo(
    () => deriveMint({ form, tokenA, tokenB, fee, lookup }),
    [form, tokenA, tokenB, fee, lookup],
  )
  const flow = { chain, tokenA, tokenB, fee, derived, currencyA, currencyB }
  const startSqrtPriceX96 =
    derived.noLiquidity && derived.pool ? BigInt(derived.pool.sqrtRatioX96.toString()) : undefined

  const lpSymbol = pair.exchange.kind === 'fork' ? 'SLP' : 'UNI-V2'
  const migrator = chain.contracts?.v3Migrator
  const [balanceSeen, setBalanceSeen] = useState<bigint | undefined>()
  const approval = useApproval({
    chain,
    currency: { address: pair.address, symbol: lpSymbol },
    amountRaw: balanceSeen,
    spender: migrator,
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
    if (snapshot) setBalanceSeen(snapshot.balance)
  }, [snapshot])

  // The starting price of a new pool defaults to the v2 price (token1 per token0 in the view).
  const v2Price = useMemo(
    () =>
      snapshot && snapshot.pair.reserve0 > 0n && snapshot.pair.reserve1 > 0n
        ? new Price(
            pair.token0,
            pair.token1,
            snapshot.pair.reserve0.toString(),
            snapshot.pair.reserve1.toString(),
          )
        : undefined,
    [snapshot, pair],
  )
  const { startPriceTypedValue, onStartPriceInput } = form
  // Once per fee tier: a price the user cleared stays cleared.
  const defaultedFor = useRef<FeeTier | undefined>(undefined)
  useEffect(() => {
    if (!derived.noLiquidity || startPriceTypedValue !== '' || !v2Price) return
    if (defaultedFor.current === fee) return
    defaultedFor.current = fee
    onStartPriceInput((inverted ? v2Price.invert() : v2Price).toSignificant(8))
  }, [derived.noLiquidity, startPriceTypedValue, v2Price, inverted, fee, onStartPriceInput])

  // The range starts around the price (spec 02 §9 chart initial range), once per fee tier.
  const { leftRangeTypedValue, rightRangeTypedValue, onLeftRangeInput, onRightRangeInput } = form
  const price = derived.price
  useEffect(() => {
    if (!price || leftRangeTypedValue !== '' || rightRangeTypedValue !== '') return
    const initial = initialRangeInputs(price, fee)
    onLeftRangeInput(initial.left)
    onRightRangeInput(initial.right)
  }, [price, fee, leftRangeTypedValue, rightRangeTypedValue, onLeftRangeInput, onRightRangeInput])

  const lastFee = useRef(fee)
  const { clearRange } = form
  useEffect(() => {
    if (lastFee.current === fee) return
    lastFee.current = fee
    setFullRangeAsked(false)
    clearRange()
  }, [fee, clearRange])

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
  const priceView = (p: Price<MigratePair['token0'], MigratePair['token0']>) =>
    `${(inverted ? p.invert() : p).toSignificant(6)} ${_({ ...S.pricePer, values: { quote: tokenB.symbol ?? '', base: tokenA.symbol ?? '' } })}`
  const shown = tx.state.status === 'migrating' ? tx.state.sent : data?.preview
  // The block the figures were read at, kept with them once sent.
  const [sentBlock, setSentBlock] = useState<bigint | undefined>()
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
        v2PriceText={v2Price && priceView(v2Price)}
        v3PriceText={
          lookup.pool &&
          `${lookup.pool.priceOf(tokenA).toSignificant(6)} ${_({
            ...S.pricePer,
            values: { quote: tokenB.symbol ?? '', base: tokenA.symbol ?? '' },
          })}`
        }
      />
      <section className="migrate__section" aria-labelledby="migrate-fee">
        <h2 id="migrate-fee" className="migrate__h2">
          {_(S.feeTitle)}
        </h2>
        <FeeTierSelector
          fees={feeTiersFor(chain.id)}
          fee={fee}
          shares={shares}
          onSelect={(f) => {
            setFee(f)
            setFeeOpen(false)
          }}
          disabled={false}
          open={feeOpen}
          onToggle={() => setFeeOpen((o) => !o)}
        />
      </section>
      {derived.noLiquidity && (
        <>
          <p className="migrate__note" data-testid="migrate-new-pool">
            {_({ ...S.newPoolNote, values })}
          </p>
          <StartPriceSection flow={flow} />
        </>
      )}
      {isLargePriceDifference(diffBps) && diffBps !== undefined && (
        <div className="migrate__warning" role="alert" data-testid="migrate-price-warning">
          <strong>{_({ ...S.priceWarningTitle, values: { percent: bpsText(diffBps) } })}</strong>
          <p>{_(S.priceWarning)}</p>
        </div>
      )}
      <RangeSection
        flow={flow}
        chart={<LiquidityChartSlot {...chartSlotProps(flow, form)} />}
        fullRangeAsked={fullRangeAsked}
        onAskFullRange={() => setFullRangeAsked(true)}
        onUnderstandFullRange={() => {
          setFullRangeAsked(false)
          form.setFullRange()
        }}
        onRateToggle={() => {
          form.invert(invertedRangeInputs(derived.ticks, { base: tokenA, quote: tokenB, fee }))
          if (derived.noLiquidity && derived.price)
            onStartPriceInput(derived.price.invert().toSignificant(8))
          setInverted((i) => !i)
        }}
      />
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
          setSentBlock(data.snapshot.blockNumber)
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
