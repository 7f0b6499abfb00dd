// The exact preview (issue 14 "Beyond the reference"): what the v3 position will hold (each
// token, its liquidity) and what comes back (each token; the wrapped native side as the native
// coin, refundAsETH), from one block's reads, and the eth_call check of the multicall at that
// block. Amounts show 6 significant digits (spec 02 §9), the exact figure to the wei on hover or
// focus (data-raw holds the integer); the liquidity is explained (issue 34 #3).
import { useLingui } from '@lingui/react'
import type { Token } from '@uniswap/sdk-core'
import { isAddressEqual } from 'viem'
import type { ChainInfo } from '../../../../chain/chains'
import { RoundedAmount } from '../../../../ui'
import { LiquidityFigure } from '../../../liquidity'
import type { MigratePair } from '../actions/readMigratePair'
import type { MigrationPreviewState } from '../hooks/useMigrationPreview'
import { MIGRATE_STRINGS as S } from '../strings'
import type { MigrationPreview } from '../utils/preview'

export interface MigrationPreviewPanelProps {
  chain: ChainInfo
  pair: MigratePair
  preview: MigrationPreview | undefined
  blockNumber: bigint | undefined
  simulation: MigrationPreviewState['simulation']
}

/** One amount on its own line; the symbol never breaks away from it. */
function Amount({
  value,
  token,
  symbol,
  testId,
}: {
  value: bigint
  token: Token
  symbol: string
  testId?: string
}) {
  return (
    <span className="migrate__amount">
      <RoundedAmount raw={value} decimals={token.decimals} {...(testId ? { testId } : {})} />{' '}
      <span className="migrate__symbol">{symbol}</span>
    </span>
  )
}

export function MigrationPreviewPanel({
  chain,
  pair,
  preview,
  blockNumber,
  simulation,
}: MigrationPreviewPanelProps) {
  const { _ } = useLingui()
  if (!preview) return null
  const weth = chain.wrappedNative?.address
  const refundSymbol = (t: Token) =>
    weth && isAddressEqual(t.address as `0x${string}`, weth)
      ? chain.nativeCurrency.symbol
      : (t.symbol ?? '')
  const block = blockNumber?.toString() ?? ''
  // The node's own execution when it could trace it, else the computed figures (utils/preview).
  const traced = simulation?.status === 'ok' ? simulation.traced : undefined
  const figures = traced
    ? {
        liquidity: traced.liquidity,
        amount0: traced.amount0,
        amount1: traced.amount1,
        refund0: traced.refund0,
        refund1: traced.refund1,
      }
    : {
        ...preview.position,
        refund0: preview.refund.amount0,
        refund1: preview.refund.amount1,
      }
  const agrees =
    traced === undefined ||
    (traced.liquidity === preview.position.liquidity &&
      traced.amount0 === preview.position.amount0 &&
      traced.amount1 === preview.position.amount1 &&
      traced.refund0 === preview.refund.amount0 &&
      traced.refund1 === preview.refund.amount1)
  return (
    <section
      className="migrate__section migrate__preview"
      aria-labelledby="migrate-preview"
      data-testid="migrate-preview"
      data-source={traced ? 'simulation' : 'computed'}
      data-agrees={String(agrees)}
    >
      <h2 id="migrate-preview" className="migrate__h2">
        {_(S.previewTitle)}
      </h2>
      <dl className="migrate__facts">
        <div>
          <dt>{_(S.v3Holds)}</dt>
          <dd>
            <Amount
              value={figures.amount0}
              token={pair.token0}
              symbol={pair.token0.symbol ?? ''}
              testId="preview-v3-amount0"
            />
            <Amount
              value={figures.amount1}
              token={pair.token1}
              symbol={pair.token1.symbol ?? ''}
              testId="preview-v3-amount1"
            />
          </dd>
        </div>
        <div>
          <LiquidityFigure liquidity={figures.liquidity} testId="preview-v3-liquidity" />
        </div>
        <div>
          <dt>{_(S.refund)}</dt>
          <dd>
            <Amount
              value={figures.refund0}
              token={pair.token0}
              symbol={refundSymbol(pair.token0)}
              testId="preview-refund0"
            />
            <Amount
              value={figures.refund1}
              token={pair.token1}
              symbol={refundSymbol(pair.token1)}
              testId="preview-refund1"
            />
          </dd>
        </div>
        <div>
          <dt>{_(S.minimums)}</dt>
          <dd className="migrate__muted">
            <Amount
              value={preview.minimums.amount0}
              token={pair.token0}
              symbol={pair.token0.symbol ?? ''}
            />
            <Amount
              value={preview.minimums.amount1}
              token={pair.token1}
              symbol={pair.token1.symbol ?? ''}
            />
          </dd>
        </div>
      </dl>
      {simulation?.status === 'ok' && (
        <p className="migrate__ok" data-testid="migrate-simulation" data-status="ok">
          {_({
            ...(traced ? (agrees ? S.simulationTraced : S.simulationDiffers) : S.simulationOk),
            values: { block },
          })}
        </p>
      )}
      {simulation?.status === 'reverted' && (
        <p
          className="migrate__error"
          role="alert"
          data-testid="migrate-simulation"
          data-status="reverted"
        >
          {_({ ...S.simulationReverted, values: { block, reason: simulation.reason } })}
        </p>
      )}
      {simulation?.status === 'unapproved' && (
        <p className="migrate__muted" data-testid="migrate-simulation" data-status="unapproved">
          {_(S.simulationUnapproved)}
        </p>
      )}
    </section>
  )
}
