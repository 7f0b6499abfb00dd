import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Toggle } from './Toggle'

afterEach(cleanup)

describe('Toggle', () => {
  it('is a switch named by its label that reads its state and asks for the other one', () => {
    const onChange = vi.fn()
    render(<Toggle label="Expert Mode" checked={false} onChange={onChange} testId="t" />)
    const toggle = screen.getByRole('switch', { name: 'Expert Mode' })
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    expect(toggle.textContent).toBe('Off')
    fireEvent.click(toggle)
    expect(onChange).toHaveBeenCalledWith(true)
  })

  it("says the screen's own state words ('ON' / 'OFF' on token lists)", () => {
    const onChange = vi.fn()
    render(
      <Toggle label="List A" checked onChange={onChange} stateText={{ on: 'ON', off: 'OFF' }} />,
    )
    const toggle = screen.getByRole('switch', { name: 'List A' })
    expect(toggle.textContent).toBe('ON')
    expect(toggle.getAttribute('data-testid')).toBeNull()
    fireEvent.click(toggle)
    expect(onChange).toHaveBeenCalledWith(false)
  })
})
