import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from './Button'

afterEach(cleanup)

describe('Button', () => {
  it('is a plain button (type="button") that calls onClick', () => {
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Approve</Button>)
    const button = screen.getByRole('button', { name: 'Approve' })
    expect(button.getAttribute('type')).toBe('button')
    expect(button.className).toContain('button--primary')
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('while loading shows a spinner, is aria-busy, keeps focus and ignores clicks', () => {
    const onClick = vi.fn()
    render(
      <Button loading onClick={onClick}>
        Approving
      </Button>,
    )
    const button = screen.getByRole('button', { name: /Approving/ })
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeTruthy()
    button.focus()
    expect(document.activeElement).toBe(button)
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('when disabled cannot be pressed', () => {
    const onClick = vi.fn()
    render(
      <Button disabled variant="outline" onClick={onClick}>
        Enter an amount
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Enter an amount' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
    expect(button.getAttribute('aria-busy')).toBeNull()
  })
})
