import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CurrencySelectButton } from './CurrencySelectButton'

afterEach(cleanup)

describe('CurrencySelectButton', () => {
  it("reads 'Select a token' until a token is chosen", () => {
    const onClick = vi.fn()
    const { rerender } = render(
      <CurrencySelectButton label="From" symbol={undefined} logo={null} onClick={onClick} />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'From: Select a token' }))
    expect(onClick).toHaveBeenCalled()
    rerender(<CurrencySelectButton label="From" symbol="DAI" logo={null} onClick={onClick} />)
    expect(screen.getByRole('button', { name: 'From: DAI' })).toBeTruthy()
  })
})
