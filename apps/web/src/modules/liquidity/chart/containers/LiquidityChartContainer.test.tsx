// issue 34 "Untested today: the chart's three messages" (spec 02 §8): which message the add
// form's chart shows for each state of the pool's tick read.
import { cleanup, render, screen } from '@testing-library/react'
import { Token } from '@uniswap/sdk-core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  LiquidityChartContainer,
  type LiquidityChartContainerProps,
} from './LiquidityChartContainer'

const ticks = vi.hoisted(() => ({
  current: { data: undefined, isPending: true, isError: false, error: null } as Record<
    string,
    unknown
  >,
  series: undefined as unknown[] | undefined,
}))
vi.mock('../hooks/useDepthSeries', () => ({ useDepthSeries: () => ticks.series }))

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const A = new Token(1, '0x0000000000000000000000000000000000000001', 18, 'AAA')
const B = new Token(1, '0x0000000000000000000000000000000000000002', 18, 'BBB')

const props = (): LiquidityChartContainerProps => ({
  ticks: ticks.current as unknown as LiquidityChartContainerProps['ticks'],
  currencyA: A,
  currencyB: B,
  feeAmount: 3000,
  ticksAtLimit: {},
  price: 1,
  priceLower: undefined,
  priceUpper: undefined,
  interactive: false,
  onLeftRangeInput: () => {},
  onRightRangeInput: () => {},
})

const message = () => screen.getByTestId('liquidity-chart-message').textContent

describe('LiquidityChartContainer messages (spec 02 §8)', () => {
  it("'Your position will appear here.' before a pair and fee are chosen, or for a pool not created", () => {
    render(<LiquidityChartContainer {...props()} currencyB={undefined} />)
    expect(message()).toBe('Your position will appear here.')
    cleanup()
    ticks.current = { data: null, isPending: false, isError: false, error: null }
    render(<LiquidityChartContainer {...props()} />)
    expect(message()).toBe('Your position will appear here.')
  })

  it("'Liquidity data not available' when the tick read failed, and it is reported", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    ticks.current = { data: undefined, isPending: false, isError: true, error: new Error('rpc') }
    render(<LiquidityChartContainer {...props()} />)
    expect(message()).toBe('Liquidity data not available')
    expect(error).toHaveBeenCalledWith('Liquidity data not available', expect.any(Error))
  })

  it("'There is no liquidity data.' for a pool without liquidity in any tick", () => {
    ticks.current = { data: { ticks: [] }, isPending: false, isError: false, error: null }
    ticks.series = []
    render(<LiquidityChartContainer {...props()} />)
    expect(message()).toBe('There is no liquidity data.')
  })

  it('a skeleton, not a message, while the ticks load', () => {
    ticks.current = { data: undefined, isPending: true, isError: false, error: null }
    render(<LiquidityChartContainer {...props()} />)
    expect(screen.queryByTestId('liquidity-chart-message')).toBeNull()
    expect(screen.getByTestId('liquidity-chart-loading')).toBeTruthy()
  })
})
