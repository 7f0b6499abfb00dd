import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TokenButton } from './TokenButton'

afterEach(cleanup)

describe('TokenButton', () => {
  it("reads 'Select a token' until a token is chosen, then the token (shown shortened)", () => {
    const onClick = vi.fn()
    const { rerender } = render(<TokenButton label="From" symbol={undefined} onClick={onClick} />)
    fireEvent.click(screen.getByRole('button', { name: 'From: Select a token' }))
    expect(onClick).toHaveBeenCalled()
    rerender(
      <TokenButton
        label="From"
        symbol="VERYLONGSYMBOL"
        displaySymbol="VERYLO..."
        onClick={onClick}
      />,
    )
    const button = screen.getByRole('button', { name: 'From: VERYLONGSYMBOL' })
    expect(button.textContent).toBe('VERYLO...')
  })
})
