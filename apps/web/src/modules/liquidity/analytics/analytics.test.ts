import { describe, expect, it } from 'vitest'
import { PositionAnalyticsInputError, positionAnalytics, SECONDS_PER_YEAR } from './analytics'
import { positionLedger } from './ledger'
import { collect, decrease, increase } from './testing'

const Q96 = 1n << 96n
const amounts = (amount0: bigint, amount1: bigint) => ({ amount0, amount1 })
const none = amounts(0n, 0n)
const MINT_TIME = 1_700_000_000n

describe('positionAnalytics (issue 13, position analytics from the chain alone)', () => {
  it('minted once, fees collected twice, price 1 (sqrtPriceX96 = 2^96), equal decimals', () => {
    const ledger = positionLedger([
      increase(1_000_000n, 1_000_000n, { block: 10n, time: MINT_TIME }),
      collect(3000n, 1000n, 11n),
      collect(2000n, 4000n, 12n),
    ])
    const result = positionAnalytics({
      ledger,
      // minted at price 1 and back at price 1: the liquidity holds the deposits again
      currentAmounts: amounts(1_000_000n, 1_000_000n),
      owedNow: amounts(500n, 700n),
      sqrtPriceX96: Q96,
      now: MINT_TIME + SECONDS_PER_YEAR / 4n, // a quarter year: 7,884,000 s
    })
    // nothing decreased, so all owed is fees: (500, 700)
    expect(result.uncollectedFees).toEqual(amounts(500n, 700n))
    // collected (3000 + 2000, 1000 + 4000) + uncollected (500, 700) = (5500, 5700)
    expect(result.feesEarned).toEqual(amounts(5500n, 5700n))
    expect(result.feesEarnedValue).toBe(11_200n) // 5500 · 1 + 5700
    expect(result.hodlValue).toBe(2_000_000n)
    expect(result.valueNow).toBe(2_001_200n) // 2,000,000 + 500 + 700
    expect(result.pnlVsHodl).toBe(0n)
    expect(result.pnlWithFees).toBe(11_200n)
    expect(result.pnlVsHodlPercent).toBe(0)
    // 11,200 / 2,000,000 = 0.56 % in a quarter year → 2.24 % a year
    expect(result.feeAprPercent).toBe(2.24)
  })

  it('impermanent loss of a full-range position when the price goes 1 → 4', () => {
    // minted at price 1 with (1000, 1000): L = √(1000 · 1000) = 1000; at price 4 (√P = 2) the
    // liquidity holds (L / √P, L · √P) = (500, 2000)
    const ledger = positionLedger([increase(1000n, 1000n, { block: 10n, time: MINT_TIME })])
    const result = positionAnalytics({
      ledger,
      currentAmounts: amounts(500n, 2000n),
      owedNow: none,
      sqrtPriceX96: 2n * Q96,
      now: MINT_TIME + 1n,
    })
    expect(result.hodlValue).toBe(5000n) // 1000 · 4 + 1000
    expect(result.valueNow).toBe(4000n) // 500 · 4 + 2000
    expect(result.pnlVsHodl).toBe(-1000n)
    // −1000 / 5000; the textbook 2√4 / (1 + 4) − 1 = −20 %
    expect(result.pnlVsHodlPercent).toBe(-20)
    expect(result.feeAprPercent).toBe(0)
  })

  describe('increased, then half decreased, 6/18 decimals (USDC/WETH at 2,500 USDC per WETH)', () => {
    // raw price 1e18 / (2500 · 1e6) = 4e8 = 20,000², so sqrtPriceX96 = 20,000 · 2^96
    const sqrtPriceX96 = 20_000n * Q96
    const USDC = 1_000_000n
    const WETH = 10n ** 18n
    const history = [
      increase(2500n * USDC, WETH, { block: 10n, time: MINT_TIME }),
      increase(2500n * USDC, WETH, { block: 11n }),
      decrease(2500n * USDC, WETH, 12n),
    ]
    const fees = amounts(3n * USDC, WETH / 1000n) // 3 USDC and 0.001 WETH
    const common = {
      currentAmounts: amounts(2500n * USDC, WETH), // the half left, price unchanged
      sqrtPriceX96,
      now: MINT_TIME + SECONDS_PER_YEAR / 2n, // half a year
    }
    // Both steps give the same figures: collecting moves tokens, it earns nothing.
    const expectFigures = (result: ReturnType<typeof positionAnalytics>) => {
      expect(result.feesEarned).toEqual(fees)
      // hodl = deposited − withdrawn = (5000 − 2500 USDC, 2 − 1 WETH); 2500e6 · 4e8 + 1e18 = 2e18
      expect(result.hodlAmounts).toEqual(amounts(2500n * USDC, WETH))
      expect(result.hodlValue).toBe(2n * WETH)
      expect(result.pnlVsHodl).toBe(0n)
      // fees: 3e6 · 4e8 + 1e15 = 1.2e15 + 1e15 = 2.2e15 wei (5.5 USDC at 2,500)
      expect(result.feesEarnedValue).toBe(2_200_000_000_000_000n)
      // deposits: 5000e6 · 4e8 + 2e18 = 4e18; 2.2e15 / 4e18 = 0.055 % in half a year → 0.11 %
      expect(result.feeAprPercent).toBe(0.11)
    }

    it('principal not yet collected: it is owed, not a fee', () => {
      const ledger = positionLedger(history)
      const result = positionAnalytics({
        ...common,
        ledger,
        // static collect = owed principal (2500 USDC, 1 WETH) + fees
        owedNow: amounts(2500n * USDC + fees.amount0, WETH + fees.amount1),
      })
      expect(ledger.principalOwed).toEqual(amounts(2500n * USDC, WETH))
      expect(result.uncollectedFees).toEqual(fees)
      // the half left plus uncollected fees: 2e18 + 2.2e15
      expect(result.valueNow).toBe(2_002_200_000_000_000_000n)
      expectFigures(result)
    })

    it('then collected: the fees move from uncollected to collected', () => {
      const ledger = positionLedger([
        ...history,
        collect(2500n * USDC + fees.amount0, WETH + fees.amount1, 13n),
      ])
      const result = positionAnalytics({ ...common, ledger, owedNow: none })
      expect(ledger.feesCollected).toEqual(fees)
      expect(result.uncollectedFees).toEqual(none)
      expect(result.valueNow).toBe(2n * WETH)
      expectFigures(result)
    })
  })

  it('a closed position (liquidity 0, all collected), decreased at price 4, valued at price 1', () => {
    // full range L = 1000 minted at price 1 with (1000, 1000); removed at price 4: (500, 2000);
    // collected with fees (7, 9); now the price is back at 1
    const ledger = positionLedger([
      increase(1000n, 1000n, { block: 10n, time: MINT_TIME }),
      decrease(500n, 2000n, 11n),
      collect(507n, 2009n, 11n),
    ])
    const result = positionAnalytics({
      ledger,
      currentAmounts: none,
      owedNow: none,
      sqrtPriceX96: Q96,
      now: MINT_TIME + SECONDS_PER_YEAR,
    })
    expect(result.feesEarned).toEqual(amounts(7n, 9n))
    // hodl = (1000 − 500, 1000 − 2000) = (500, −1000): the LP sold 500 token0 for 1000 token1
    expect(result.hodlAmounts).toEqual(amounts(500n, -1000n))
    expect(result.hodlValue).toBe(-500n) // 500 · 1 − 1000
    expect(result.valueNow).toBe(0n)
    // 0 − (−500): selling at 2 on average beat holding once the price fell back to 1
    expect(result.pnlVsHodl).toBe(500n)
    expect(result.pnlVsHodlPercent).toBe(25) // 500 / value(deposited) 2000
    expect(result.pnlWithFees).toBe(516n) // 500 + 7 + 9
    expect(result.feeAprPercent).toBe(0.8) // 16 / 2000 over exactly one year
  })

  it('has no APR without the mint timestamp or a positive age, and no percents without deposits', () => {
    const base = { currentAmounts: none, owedNow: none, sqrtPriceX96: Q96 }
    const untimed = positionLedger([increase(1n, 1n, { block: 10n })])
    expect(positionAnalytics({ ...base, ledger: untimed, now: MINT_TIME }).feeAprPercent).toBeNull()
    const timed = positionLedger([increase(1n, 1n, { block: 10n, time: MINT_TIME })])
    expect(positionAnalytics({ ...base, ledger: timed, now: MINT_TIME }).feeAprPercent).toBeNull()
    const empty = positionAnalytics({ ...base, ledger: positionLedger([]), now: MINT_TIME })
    expect(empty.pnlVsHodlPercent).toBeNull()
    expect(empty.feeAprPercent).toBeNull()
  })

  it('rejects owed tokens below the owed principal (inputs read at different blocks)', () => {
    const ledger = positionLedger([increase(10n, 10n, { block: 1n }), decrease(5n, 5n, 2n)])
    const read = () =>
      positionAnalytics({
        ledger,
        currentAmounts: amounts(5n, 5n),
        owedNow: amounts(4n, 5n),
        sqrtPriceX96: Q96,
        now: 1n,
      })
    expect(read).toThrow(PositionAnalyticsInputError)
  })
})
