import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { TRADE } from '../testing/fixtures'
import { QuoteAnnouncer } from './QuoteAnnouncer'

afterEach(cleanup)

describe('QuoteAnnouncer', () => {
  it('is a polite live region, empty without a quote, announcing amounts and rate with one', () => {
    const { rerender } = render(<QuoteAnnouncer trade={undefined} />)
    const region = screen.getByRole('status')
    expect(region.getAttribute('aria-live')).toBe('polite')
    expect(region.textContent).toBe('')
    rerender(<QuoteAnnouncer trade={TRADE} />)
    expect(screen.getByRole('status')).toBe(region)
    expect(region.textContent).toMatch(/^Quote: 1 WETH for 3,000\.12 USDC, 1 WETH = [\d.,]+ USDC$/)
  })
})
