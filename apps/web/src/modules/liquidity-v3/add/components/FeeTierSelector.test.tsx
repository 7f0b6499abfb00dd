// issue 34 "Untested today — Fee tier: Edit/Hide; the pulse on change" (spec 02 §2 "Fee tier
// selector with an Edit/Hide toggle", §4 "the chosen tier's box pulses on change").
import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FeeTier } from '../../../liquidity'
import type { TierShare } from '../../pool'
import { FeeTierSelector } from './FeeTierSelector'

const FEES: readonly FeeTier[] = [100, 500, 3000, 10000]
const SHARES: readonly TierShare[] = [
  { fee: 100, created: false, percent: undefined },
  { fee: 500, created: true, percent: 71 },
  { fee: 3000, created: true, percent: 29 },
  { fee: 10000, created: false, percent: undefined },
]

/** The selector as a screen holds it: the open flag and the tier in its own state. */
function Harness({ initialFee, open = false }: { initialFee?: FeeTier; open?: boolean }) {
  const [fee, setFee] = useState<FeeTier | undefined>(initialFee)
  const [isOpen, setOpen] = useState(open)
  return (
    <FeeTierSelector
      fees={FEES}
      fee={fee}
      shares={SHARES}
      onSelect={(f) => {
        setFee(f)
        setOpen(false)
      }}
      disabled={false}
      open={isOpen}
      onToggle={() => setOpen((o) => !o)}
    />
  )
}

const toggle = () => screen.getByRole('button', { name: /^(Edit|Hide)$/ })
const current = () => screen.getByTestId('fee-tier-current').parentElement?.parentElement

afterEach(() => vi.useRealTimers())

describe('FeeTierSelector', () => {
  it('Edit shows every tier with its share or "Not created", Hide folds them away', () => {
    render(<Harness initialFee={3000} />)
    expect(screen.getByTestId('fee-tier-current').textContent).toBe('0.3% fee tier')
    expect(screen.queryByRole('radiogroup')).toBeNull()
    expect(toggle().textContent).toBe('Edit')
    expect(toggle().getAttribute('aria-expanded')).toBe('false')

    fireEvent.click(toggle())
    expect(toggle().textContent).toBe('Hide')
    expect(toggle().getAttribute('aria-expanded')).toBe('true')
    expect(screen.getAllByRole('radio')).toHaveLength(4)
    expect(screen.getByTestId('fee-tier-500').textContent).toContain('71% select')
    expect(screen.getByTestId('fee-tier-100').textContent).toContain('Not created')
    expect(screen.getByTestId('fee-tier-3000').getAttribute('aria-checked')).toBe('true')

    fireEvent.click(toggle())
    expect(screen.queryByRole('radiogroup')).toBeNull()
    expect(toggle().textContent).toBe('Edit')
  })

  it('opened from outside (no tier found), it lists the tiers without a chosen one', () => {
    render(<Harness open />)
    expect(screen.getByTestId('fee-tier-current').textContent).toBe('Fee tier')
    expect(toggle().textContent).toBe('Hide')
    expect(
      screen.getAllByRole('radio').every((r) => r.getAttribute('aria-checked') === 'false'),
    ).toBe(true)
  })

  it('the chosen tier pulses when it changes, for 0.8 s, and not on the first render', () => {
    vi.useFakeTimers()
    render(<Harness initialFee={3000} open />)
    expect(current()?.className).not.toContain('--pulse')

    fireEvent.click(screen.getByTestId('fee-tier-500'))
    expect(screen.getByTestId('fee-tier-current').textContent).toBe('0.05% fee tier')
    expect(current()?.className).toContain('v3-add__fee-current--pulse')
    // Choosing closes the list (the screen's onSelect).
    expect(screen.queryByRole('radiogroup')).toBeNull()

    act(() => vi.advanceTimersByTime(799))
    expect(current()?.className).toContain('--pulse')
    act(() => vi.advanceTimersByTime(1))
    expect(current()?.className).not.toContain('--pulse')
  })
})
