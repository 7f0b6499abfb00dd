import { Trade as RouterTrade } from '@uniswap/router-sdk'
import { CurrencyAmount, Percent, Token, TradeType } from '@uniswap/sdk-core'
import { encodeSqrtRatioX96, Pool, Route, TickMath, Trade as V3Trade } from '@uniswap/v3-sdk'
import { describe, expect, it } from 'vitest'
import { maximumAmountIn, minimumAmountOut } from './slippage'

const A = new Token(1, '0x0000000000000000000000000000000000000001', 18, 'A')
const B = new Token(1, '0x0000000000000000000000000000000000000002', 6, 'B')
const sqrt = encodeSqrtRatioX96(1, 1)
const pool = new Pool(A, B, 3000, sqrt, 1_000_000, TickMath.getTickAtSqrtRatio(sqrt))
const route = new Route([pool], A, B)

function sdkTrades(tradeType: TradeType, inputAmount: bigint, outputAmount: bigint) {
  const amounts = {
    inputAmount: CurrencyAmount.fromRawAmount(A, inputAmount.toString()),
    outputAmount: CurrencyAmount.fromRawAmount(B, outputAmount.toString()),
  }
  return [
    V3Trade.createUncheckedTrade({ route, tradeType, ...amounts }),
    new RouterTrade({ v3Routes: [{ routev3: route, ...amounts }], tradeType }),
  ]
}

/** Deterministic pseudo-random bigints of up to `digits` decimal digits. */
function* cases(n: number): Generator<{ amountIn: bigint; amountOut: bigint; bps: number }> {
  let seed = 0x2f6b_1d3an
  const next = (): bigint => {
    seed = (seed * 6364136223846793005n + 1442695040888963407n) % (1n << 64n)
    return seed
  }
  const fixedBps = [0, 1, 5, 10, 49, 50, 51, 100, 333, 1000, 2500, 4999, 5000, 9999, 10_000, 12_000]
  const fixedAmounts = [1n, 2n, 3n, 99n, 10_001n, 10n ** 18n, 10n ** 30n + 7n, (1n << 255n) - 1n]
  for (let i = 0; i < n; i++) {
    const digits = Number(next() % 40n) + 1
    const rand = () => (next() * next()) % 10n ** BigInt(digits)
    const pick = <T>(list: readonly T[]): T => list[Number(next() % BigInt(list.length))] as T
    yield {
      amountIn: i % 5 === 0 ? pick(fixedAmounts) : rand() + 1n,
      amountOut: i % 7 === 0 ? pick(fixedAmounts) : rand() + 1n,
      bps: i % 3 === 0 ? pick(fixedBps) : Number(next() % 10_001n),
    }
  }
}

describe('slippage amounts equal the SDK Trade', () => {
  it.each([
    ['exactIn', TradeType.EXACT_INPUT],
    ['exactOut', TradeType.EXACT_OUTPUT],
  ] as const)(
    '%s, 500 random cases',
    (tradeType, sdkType) => {
      for (const { amountIn, amountOut, bps } of cases(500)) {
        const trade = { tradeType, inputAmount: amountIn, outputAmount: amountOut }
        const tolerance = new Percent(bps, 10_000)
        for (const sdk of sdkTrades(sdkType, amountIn, amountOut)) {
          expect(minimumAmountOut(trade, bps)).toBe(
            BigInt(sdk.minimumAmountOut(tolerance).quotient.toString()),
          )
          expect(maximumAmountIn(trade, bps)).toBe(
            BigInt(sdk.maximumAmountIn(tolerance).quotient.toString()),
          )
        }
      }
      // ~1 s alone; a loaded 2-core machine has taken 8: a hang guard, not a speed target.
    },
    30_000,
  )

  it('exact input: 0.5 % off 1000 is 995, and the input is fixed', () => {
    const trade = { tradeType: 'exactIn', inputAmount: 7n, outputAmount: 1000n } as const
    expect(minimumAmountOut(trade, 50)).toBe(995n)
    expect(maximumAmountIn(trade, 50)).toBe(7n)
  })

  it('exact output: 0.5 % over 1000 is 1005, and the output is fixed', () => {
    const trade = { tradeType: 'exactOut', inputAmount: 1000n, outputAmount: 7n } as const
    expect(maximumAmountIn(trade, 50)).toBe(1005n)
    expect(minimumAmountOut(trade, 50)).toBe(7n)
  })

  it('rejects a negative or fractional tolerance like the SDK', () => {
    const trade = { tradeType: 'exactIn', inputAmount: 1n, outputAmount: 1n } as const
    expect(() => minimumAmountOut(trade, -1)).toThrow(RangeError)
    expect(() => maximumAmountIn(trade, 0.5)).toThrow(RangeError)
  })
})
