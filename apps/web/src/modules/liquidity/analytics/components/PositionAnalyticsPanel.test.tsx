import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { PositionSnapshot } from '../actions/readPositionsAnalytics'
import { positionAnalytics } from '../analytics'
import { positionLedger } from '../ledger'
import { collect, decrease, increase } from '../testing'
import { PositionAnalyticsPanel } from './PositionAnalyticsPanel'
import { PositionAnalyticsSummary } from './PositionAnalyticsSummary'

afterEach(cleanup)

const E18 = 10n ** 18n
const Q96 = 1n << 96n
const DAY = 86_400n

/** Raw price 1 (sqrtPriceX96 = 2^96): token0 and token1 are worth the same per raw unit. */
function snapshot(): PositionSnapshot {
  const ledger = positionLedger([
    increase(2n * E18, 2n * E18, { block: 1n, time: 1_000n }),
    decrease(E18, E18, 2n),
    collect(E18 + E18 / 100n, E18, 3n), // 0.01 token0 of fees collected with the principal
  ])
  const currentAmounts = { amount0: E18 / 2n, amount1: (3n * E18) / 2n } // price moved
  const owedNow = { amount0: 0n, amount1: E18 / 100n } // 0.01 token1 of fees owed
  const timestamp = 1_000n + 73n * DAY // a fifth of a year
  const analytics = positionAnalytics({
    ledger,
    currentAmounts,
    owedNow,
    sqrtPriceX96: Q96,
    now: timestamp,
  })
  return {
    blockNumber: 42n,
    timestamp,
    tokenId: 7n,
    token0: '0x0000000000000000000000000000000000000001',
    token1: '0x0000000000000000000000000000000000000002',
    fee: 3000,
    tickLower: -60,
    tickUpper: 60,
    liquidity: 1n,
    pool: '0x0000000000000000000000000000000000000003',
    sqrtPriceX96: Q96,
    tickCurrent: 0,
    ledger,
    currentAmounts,
    owedNow,
    analytics,
  }
}

const A = { symbol: 'AAA', decimals: 18 }
const B = { symbol: 'BBB', decimals: 18 }
const text = (id: string) => screen.getByTestId(id).textContent

describe('PositionAnalyticsPanel', () => {
  it('shows the hand-computed figures in token1 at the pool price', () => {
    render(<PositionAnalyticsPanel snapshot={snapshot()} token0={A} token1={B} />)
    expect(text('analytics-deposited')).toBe('2 AAA · 2 BBB')
    expect(text('analytics-withdrawn')).toBe('1 AAA · 1 BBB')
    // fees: 0.01 AAA collected + 0.01 BBB owed = 0.02 BBB at price 1
    expect(text('analytics-fees')).toBe('0.01 AAA · 0.01 BBB0.02 BBB')
    // now: 0.5 + 1.5 + 0.01 owed fees; holding 1 + 1
    expect(text('analytics-value-now')).toBe('2.01 BBB')
    expect(text('analytics-hodl')).toBe('2 BBB')
    // the liquidity (2) against holding (2): even; with fees +0.02
    expect(text('analytics-vs-hodl')).toBe('0 BBB (0%)')
    expect(text('analytics-with-fees')).toBe('+0.02 BBB')
    // 0.02 / 4 deposited over a fifth of a year → 2.5 %
    expect(text('analytics-apr')).toBe('2.5%')
    expect(text('analytics-age')).toBe('73 days')
    expect(screen.getByRole('heading', { name: 'Performance' })).toBeTruthy()
  })

  it('marks a result behind holding as negative, with its sign', () => {
    const s = snapshot()
    const analytics = positionAnalytics({
      ledger: s.ledger,
      currentAmounts: { amount0: 0n, amount1: (3n * E18) / 2n }, // worth 1.5 against 2 held
      owedNow: s.owedNow,
      sqrtPriceX96: Q96,
      now: s.timestamp,
    })
    render(<PositionAnalyticsPanel snapshot={{ ...s, analytics }} token0={A} token1={B} />)
    const cell = screen.getByTestId('analytics-vs-hodl')
    expect(cell.textContent).toBe('-0.5 BBB (-12.5%)')
    expect(cell.className).toContain('negative')
  })

  it('shows no APR before the first day, and a tiny loss as >-0.01% (issue 34 #11)', () => {
    const s = snapshot()
    const young = { ...s, timestamp: 1_000n + DAY - 1n }
    const analytics = positionAnalytics({
      ledger: s.ledger,
      // 2 − 0.0001 against 2 held: −0.005 %
      currentAmounts: { amount0: E18 / 2n, amount1: (3n * E18) / 2n - E18 / 10_000n },
      owedNow: s.owedNow,
      sqrtPriceX96: Q96,
      now: young.timestamp,
    })
    render(<PositionAnalyticsPanel snapshot={{ ...young, analytics }} token0={A} token1={B} />)
    expect(analytics.feeAprPercent).toBeGreaterThan(0) // computed, but not shown
    expect(text('analytics-apr')).toBe('—')
    expect(text('analytics-age')).toBe('Less than a day')
    // It read '-<0.01%'.
    expect(text('analytics-vs-hodl')).toBe('-0.0001 BBB (>-0.01%)')
  })
})

describe('PositionAnalyticsSummary', () => {
  it('says fees, APR and the result against holding in one line', () => {
    render(<PositionAnalyticsSummary snapshot={snapshot()} token1={B} />)
    expect(text('position-analytics-summary')).toBe('Fees 0.02 BBBAPR 2.5%vs holding 0%')
  })
})
