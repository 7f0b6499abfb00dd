import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { RoundedAmount } from './RoundedAmount'

afterEach(cleanup)

describe('RoundedAmount', () => {
  it('shows 6 significant digits and the exact figure when focused (issue 34 #3)', () => {
    // It read "0.999999999999999981" in the v3 add preview.
    render(<RoundedAmount raw={999_999_999_999_999_981n} decimals={18} testId="amount" />)
    const figure = screen.getByTestId('amount')
    expect(figure.textContent).toBe('1')
    expect(figure.getAttribute('data-raw')).toBe('999999999999999981')
    act(() => figure.focus())
    expect(screen.getByRole('tooltip').textContent).toBe('0.999999999999999981')
  })

  it('a dust refund reads as below the smallest shown amount, exact on focus', () => {
    render(<RoundedAmount raw={1757n} decimals={18} testId="amount" />)
    const figure = screen.getByTestId('amount')
    expect(figure.textContent).toBe('<0.00001')
    act(() => figure.focus())
    expect(screen.getByRole('tooltip').textContent).toBe('0.000000000000001757')
  })

  it('an amount shown exactly is plain text, not a focus stop', () => {
    render(<RoundedAmount raw={10n * 10n ** 18n} decimals={18} testId="amount" />)
    const figure = screen.getByTestId('amount')
    expect(figure.textContent).toBe('10')
    expect(figure.hasAttribute('tabindex')).toBe(false)
  })

  it('groups large amounts, the exact figure too', () => {
    render(<RoundedAmount raw={33_333_333_333_333_333_136_039n} decimals={18} testId="amount" />)
    const figure = screen.getByTestId('amount')
    expect(figure.textContent).toBe('33,333.3')
    expect(figure.getAttribute('data-exact')).toBe('33,333.333333333333136039')
  })
})
