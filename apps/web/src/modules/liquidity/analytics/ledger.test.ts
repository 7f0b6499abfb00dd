import { describe, expect, it } from 'vitest'
import { positionLedger } from './ledger'
import { collect, decrease, increase } from './testing'

const amounts = (amount0: bigint, amount1: bigint) => ({ amount0, amount1 })

describe('positionLedger (issue 13, position analytics)', () => {
  it('an empty history has zero totals and no mint', () => {
    const ledger = positionLedger([])
    expect(ledger.deposited).toEqual(amounts(0n, 0n))
    expect(ledger.mint).toBeUndefined()
  })

  it('minted once, fees collected twice: every collected token is a fee', () => {
    const ledger = positionLedger([
      increase(1000n, 2000n, { block: 10n, time: 5000n }),
      collect(10n, 20n, 11n),
      collect(5n, 7n, 12n),
    ])
    expect(ledger.deposited).toEqual(amounts(1000n, 2000n))
    expect(ledger.withdrawn).toEqual(amounts(0n, 0n))
    // collected = fees = (10 + 5, 20 + 7)
    expect(ledger.collected).toEqual(amounts(15n, 27n))
    expect(ledger.feesCollected).toEqual(amounts(15n, 27n))
    expect(ledger.principalOwed).toEqual(amounts(0n, 0n))
    expect(ledger.mint).toEqual({ blockNumber: 10n, blockTimestamp: 5000n })
  })

  it('increased then half decreased: the principal stays owed until collected', () => {
    const history = [
      increase(1000n, 1000n, { block: 10n }),
      increase(1000n, 1000n, { block: 11n }),
      decrease(1000n, 1000n, 12n),
    ]
    const owed = positionLedger(history)
    // deposited 1000 + 1000 each; half decreased: 1000 each owed, nothing collected, no fees yet
    expect(owed.deposited).toEqual(amounts(2000n, 2000n))
    expect(owed.withdrawn).toEqual(amounts(1000n, 1000n))
    expect(owed.principalOwed).toEqual(amounts(1000n, 1000n))
    expect(owed.feesCollected).toEqual(amounts(0n, 0n))

    const collected = positionLedger([...history, collect(1030n, 1012n, 13n)])
    // the collect pays the 1000 owed first; the rest (30, 12) is fees
    expect(collected.principalOwed).toEqual(amounts(0n, 0n))
    expect(collected.feesCollected).toEqual(amounts(30n, 12n))
    expect(collected.collected).toEqual(amounts(1030n, 1012n))
  })

  it('fees collected before a decrease are fees, and the later principal stays owed', () => {
    const ledger = positionLedger([
      increase(1000n, 1000n, { block: 10n }),
      collect(10n, 10n, 11n),
      decrease(100n, 100n, 12n),
    ])
    // running: no principal owed at block 11, so (10, 10) is fees; (100, 100) owed after block 12
    expect(ledger.feesCollected).toEqual(amounts(10n, 10n))
    expect(ledger.principalOwed).toEqual(amounts(100n, 100n))
  })

  it('a closed position: all principal and fees collected', () => {
    const ledger = positionLedger([
      increase(1000n, 1000n, { block: 10n }),
      decrease(500n, 2000n, 11n),
      collect(507n, 2009n, 11n),
    ])
    // fees = collected − withdrawn = (507 − 500, 2009 − 2000)
    expect(ledger.withdrawn).toEqual(amounts(500n, 2000n))
    expect(ledger.feesCollected).toEqual(amounts(7n, 9n))
    expect(ledger.principalOwed).toEqual(amounts(0n, 0n))
  })
})
