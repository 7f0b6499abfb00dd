import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Slider } from './Slider'
import { sliderKeyValue } from './sliderKeys'

afterEach(cleanup)

function Harness({ start = 0 }: { start?: number }) {
  const [value, setValue] = useState(start)
  return <Slider label="Amount" value={value} onChange={setValue} showValue />
}

describe('Slider', () => {
  it('reads its value (aria-valuenow, "25%") and moves one step per arrow key', () => {
    render(<Harness start={25} />)
    const slider = screen.getByRole('slider', { name: 'Amount' })
    expect(slider.getAttribute('aria-valuenow')).toBe('25')
    expect(slider.getAttribute('aria-valuetext')).toBe('25%')
    fireEvent.keyDown(slider, { key: 'ArrowRight' })
    expect(slider.getAttribute('aria-valuenow')).toBe('26')
    fireEvent.keyDown(slider, { key: 'ArrowDown' })
    fireEvent.keyDown(slider, { key: 'ArrowDown' })
    expect(slider.getAttribute('aria-valuenow')).toBe('24')
    fireEvent.keyDown(slider, { key: 'End' })
    expect(slider.getAttribute('aria-valuenow')).toBe('100')
    fireEvent.keyDown(slider, { key: 'ArrowUp' })
    expect(slider.getAttribute('aria-valuenow')).toBe('100')
  })

  it('jumps to a preset: 25%, 50%, 75% and Max', () => {
    render(<Harness />)
    const names = screen.getAllByRole('button').map((b) => b.textContent)
    expect(names).toEqual(['25%', '50%', '75%', 'Max'])
    fireEvent.click(screen.getByRole('button', { name: '75%' }))
    expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('75')
    expect(screen.getByRole('button', { name: '75%' }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('100')
  })
})

describe('sliderKeyValue', () => {
  const range = { min: 0, max: 100, step: 1 }
  it('pages by a tenth, clamps to the range and mirrors the arrows right-to-left', () => {
    expect(sliderKeyValue('PageUp', 95, range)).toBe(100)
    expect(sliderKeyValue('PageDown', 50, range)).toBe(40)
    expect(sliderKeyValue('ArrowLeft', 0, range)).toBe(0)
    expect(sliderKeyValue('ArrowLeft', 10, range, true)).toBe(11)
    expect(sliderKeyValue('Tab', 10, range)).toBeNull()
  })
})
