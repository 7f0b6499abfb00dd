import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { placeBubble } from './placeBubble'
import { HelpPopover, Tooltip } from './Tooltip'

afterEach(cleanup)

describe('Tooltip', () => {
  it('opens on focus and on hover, describes its trigger, and Escape closes it', () => {
    render(
      <Tooltip content="Your transaction will revert if the price moves more than this.">
        <button type="button">Slippage</button>
      </Tooltip>,
    )
    const trigger = screen.getByRole('button', { name: 'Slippage' })
    expect(screen.queryByRole('tooltip')).toBeNull()
    act(() => trigger.focus())
    const tip = screen.getByRole('tooltip')
    expect(trigger.getAttribute('aria-describedby')).toBe(tip.id)
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('tooltip')).toBeNull()
    fireEvent.mouseEnter(trigger.parentElement as HTMLElement)
    expect(screen.getByRole('tooltip')).toBeTruthy()
    fireEvent.mouseLeave(trigger.parentElement as HTMLElement)
    expect(screen.queryByRole('tooltip')).toBeNull()
  })
})

describe('HelpPopover', () => {
  it('is a "More information" button that opens on focus or press and closes with Escape', () => {
    render(<HelpPopover content="Fees earned by this position." />)
    const button = screen.getByRole('button', { name: 'More information' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    act(() => button.focus())
    expect(screen.getByRole('tooltip').textContent).toBe('Fees earned by this position.')
    expect(button.getAttribute('aria-expanded')).toBe('true')
    fireEvent.keyDown(button, { key: 'Escape' })
    expect(screen.queryByRole('tooltip')).toBeNull()
    fireEvent.click(button)
    expect(screen.getByRole('tooltip')).toBeTruthy()
    act(() => button.blur())
    expect(screen.queryByRole('tooltip')).toBeNull()
  })
})

describe('placeBubble', () => {
  const viewport = { width: 320, height: 640 }
  const bubble = { width: 280, height: 60 }
  it('centres above the trigger when it fits', () => {
    const at = placeBubble({
      trigger: { left: 150, top: 300, width: 20, height: 20 },
      bubble,
      viewport,
    })
    expect(at).toEqual({ left: 20, top: 232, side: 'top' })
  })
  it('stays inside a 320 px viewport next to either edge and flips below at the top', () => {
    const right = placeBubble({
      trigger: { left: 296, top: 10, width: 20, height: 20 },
      bubble,
      viewport,
    })
    expect(right).toEqual({ left: 32, top: 38, side: 'bottom' })
    const left = placeBubble({
      trigger: { left: 2, top: 300, width: 20, height: 20 },
      bubble,
      viewport,
    })
    expect(left.left).toBe(8)
  })
})
