import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NumericInput } from './NumericInput'

afterEach(cleanup)

function Harness({ decimals }: { decimals?: number }) {
  const [value, setValue] = useState('')
  return (
    <NumericInput label="From amount" value={value} onUserInput={setValue} decimals={decimals} />
  )
}

const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } })

describe('NumericInput', () => {
  it('keeps an amount, turning a comma into a dot', () => {
    render(<Harness />)
    const input = screen.getByRole('textbox', { name: 'From amount' }) as HTMLInputElement
    expect(input.inputMode).toBe('decimal')
    type(input, '1,5')
    expect(input.value).toBe('1.5')
  })

  it('keeps the previous value when a keystroke is refused', () => {
    render(<Harness />)
    const input = screen.getByRole('textbox') as HTMLInputElement
    type(input, '12.3')
    type(input, '12.3.')
    expect(input.value).toBe('12.3')
    type(input, '12.3a')
    expect(input.value).toBe('12.3')
  })

  it('refuses digits beyond the token decimals instead of cutting them', () => {
    render(<Harness decimals={2} />)
    const input = screen.getByRole('textbox') as HTMLInputElement
    type(input, '0.12')
    type(input, '0.123')
    expect(input.value).toBe('0.12')
  })

  it('does not call back for a refused keystroke', () => {
    const onUserInput = vi.fn()
    render(<NumericInput label="x" value="1" onUserInput={onUserInput} decimals={0} />)
    type(screen.getByRole('textbox'), '1.5')
    expect(onUserInput).not.toHaveBeenCalled()
    type(screen.getByRole('textbox'), '15')
    expect(onUserInput).toHaveBeenCalledWith('15')
  })
})
