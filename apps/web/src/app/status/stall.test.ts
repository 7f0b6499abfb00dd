import { describe, expect, it } from 'vitest'
import { formatGwei, isBlockStalled } from './stall'

const TEN_MINUTES = 600_000

describe('block-stall check', () => {
  const block = 1_700_000_000n // seconds

  it('warns once the latest block is older than the chain limit', () => {
    const nowMs = Number(block) * 1000 + TEN_MINUTES + 1
    expect(isBlockStalled({ nowMs, blockTimestampSec: block, waitMs: TEN_MINUTES })).toBe(true)
  })

  it('does not warn at exactly the limit or before', () => {
    const atLimit = Number(block) * 1000 + TEN_MINUTES
    expect(isBlockStalled({ nowMs: atLimit, blockTimestampSec: block, waitMs: TEN_MINUTES })).toBe(
      false,
    )
    expect(
      isBlockStalled({ nowMs: atLimit - 5_000, blockTimestampSec: block, waitMs: TEN_MINUTES }),
    ).toBe(false)
  })

  it("uses each chain's own limit (25 minutes on Optimism)", () => {
    const nowMs = Number(block) * 1000 + 20 * 60_000
    expect(isBlockStalled({ nowMs, blockTimestampSec: block, waitMs: 1_500_000 })).toBe(false)
    expect(isBlockStalled({ nowMs, blockTimestampSec: block, waitMs: TEN_MINUTES })).toBe(true)
  })

  it('does not warn before any block is known', () => {
    expect(isBlockStalled({ nowMs: Date.now(), blockTimestampSec: undefined, waitMs: 1 })).toBe(
      false,
    )
  })
})

describe('formatGwei', () => {
  it('divides wei by 1e9', () => {
    expect(formatGwei(30_000_000_000n)).toBe('30')
    expect(formatGwei(1_875_000_000n)).toBe('1.88')
    expect(formatGwei(1_500_000_000n)).toBe('1.5')
    expect(formatGwei(0n)).toBe('0')
  })

  it('shows a tiny non-zero price as <0.01', () => {
    expect(formatGwei(1_000_000n)).toBe('<0.01')
  })
})
