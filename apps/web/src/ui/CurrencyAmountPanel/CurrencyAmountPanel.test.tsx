import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TokenButton } from '../TokenButton'
import { CurrencyAmountPanel } from './CurrencyAmountPanel'

afterEach(cleanup)

describe('CurrencyAmountPanel', () => {
  it('shows the label, balance with MAX, the token button and the fiat value', () => {
    const onMax = vi.fn()
    render(
      <CurrencyAmountPanel
        label="From"
        value="1.5"
        onUserInput={() => {}}
        tokenButton={<TokenButton label="From" symbol="DAI" />}
        balance="1,234.5"
        onMax={onMax}
        fiatValue="$1.50"
        testId="panel"
        amountTestId="amount"
      />,
    )
    const panel = screen.getByRole('region', { name: 'From' })
    expect(panel.textContent).toContain('Balance: 1,234.5')
    expect(panel.textContent).toContain('$1.50')
    expect((screen.getByTestId('amount') as HTMLInputElement).value).toBe('1.5')
    expect(screen.getByRole('textbox', { name: 'From amount' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'From: DAI' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'MAX' }))
    expect(onMax).toHaveBeenCalledOnce()
  })

  it('hides the balance without an account and refuses digits beyond the decimals', () => {
    function Harness() {
      const [v, setV] = useState('')
      return (
        <CurrencyAmountPanel
          label="To"
          value={v}
          onUserInput={setV}
          decimals={6}
          tokenButton={<TokenButton label="To" symbol={undefined} />}
        />
      )
    }
    render(<Harness />)
    expect(screen.queryByText(/Balance/)).toBeNull()
    expect(screen.getByRole('button', { name: 'To: Select a token' })).toBeTruthy()
    const input = screen.getByRole('textbox') as HTMLInputElement
    fireEvent.change(input, { target: { value: '0.123456' } })
    fireEvent.change(input, { target: { value: '0.1234567' } })
    expect(input.value).toBe('0.123456')
  })
})
