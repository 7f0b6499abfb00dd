import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NumericInput } from './NumericInput'

afterEach(cleanup)

function Harness({ decimals, initial = '' }: { decimals?: number; initial?: string }) {
  const [value, setValue] = useState(initial)
  return (
    <NumericInput
      label="From amount"
      value={value}
      onUserInput={setValue}
      decimals={decimals}
      testId="amount"
    />
  )
}

const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } })

/** Types `text` key by key at the end of the box, as the browser reports each keystroke. */
function typeKeys(el: HTMLInputElement, text: string, onEach?: (key: string) => void) {
  for (const key of text) {
    type(el, el.value + key)
    onEach?.(key)
  }
}

/** A paste of `text` with the caret at [start, end) (default: the end of the box). */
function paste(el: HTMLInputElement, text: string, start = el.value.length, end = start) {
  el.setSelectionRange(start, end)
  return fireEvent.paste(el, { clipboardData: { getData: () => text } })
}

const box = () => screen.getByRole('textbox', { name: 'From amount' }) as HTMLInputElement
const message = () => screen.getByTestId('amount-message')

describe('NumericInput', () => {
  it('keeps an amount, turning a comma into a dot', () => {
    render(<Harness />)
    const input = box()
    expect(input.inputMode).toBe('decimal')
    type(input, '1,5')
    expect(input.value).toBe('1.5')
    expect(message().textContent).toBe('')
  })

  it('typing 1e5 refuses the e visibly, and the reason stays in view until the box is left', () => {
    render(<Harness />)
    const input = box()
    const seen: [string, string, string | null][] = []
    typeKeys(input, '1e5', (key) =>
      seen.push([key, input.value, input.getAttribute('aria-describedby')]),
    )
    expect(seen.map(([k, v]) => [k, v])).toEqual([
      ['1', '1'],
      ['e', '1'],
      ['5', '15'],
    ])
    // After 'e': the box kept '1' and pointed to the message.
    expect(seen[1]?.[2]).toBe(message().id)
    // After '5': an accepted edit, and the reason for the missing 'e' is still there.
    expect(seen[2]?.[2]).toBe(message().id)
    expect(message().textContent).toBe('Please use digits and one decimal point')
    fireEvent.blur(input)
    expect(message().textContent).toBe('')
    expect(input.getAttribute('aria-describedby')).toBeNull()
  })

  it('says why after a refused keystroke, in a polite live region the box points to', () => {
    render(<Harness initial="12.3" />)
    const input = box()
    type(input, '12.3.')
    expect(input.value).toBe('12.3')
    expect(message().textContent).toBe('Please use one decimal point and no thousands separators')
    type(input, '12.3a')
    expect(input.value).toBe('12.3')
    expect(message().textContent).toBe('Please use digits and one decimal point')
    expect(message().getAttribute('aria-live')).toBe('polite')
    expect(input.getAttribute('aria-describedby')).toBe(message().id)
  })

  it('a refused paste of 1e5 leaves the box exactly as it was', () => {
    render(<Harness initial="7" />)
    const input = box()
    const notCancelled = paste(input, '1e5')
    expect(notCancelled).toBe(false) // the browser inserts nothing
    expect(input.value).toBe('7')
    expect(message().textContent).toBe('Please use digits and one decimal point')
  })

  it('a pasted 1,234.5 is refused whole: a comma is a decimal separator (spec 01 §5)', () => {
    render(<Harness />)
    const input = box()
    paste(input, '1,234.5')
    expect(input.value).toBe('')
    expect(message().textContent).toBe('Please use one decimal point and no thousands separators')
  })

  it('an accepted paste goes in at the caret, spaces around it trimmed', () => {
    render(<Harness initial="15" />)
    const input = box()
    paste(input, ' 0,5\n', 1, 1)
    expect(input.value).toBe('10.55')
    expect(message().textContent).toBe('')
  })

  it('a value set from elsewhere (MAX, a quote) or emptying the box ends the message', () => {
    const { rerender } = render(
      <NumericInput label="From amount" value="15" onUserInput={() => {}} testId="amount" />,
    )
    type(box(), '15x')
    expect(message().textContent).not.toBe('')
    rerender(<NumericInput label="From amount" value="42" onUserInput={() => {}} testId="amount" />)
    expect(message().textContent).toBe('')
  })

  it('refuses digits beyond the token decimals instead of cutting them, and says so', () => {
    render(<Harness decimals={2} />)
    const input = box()
    type(input, '0.12')
    type(input, '0.123')
    expect(input.value).toBe('0.12')
    expect(message().textContent).toBe('This token takes at most 2 decimal places')
    paste(input, '3')
    expect(input.value).toBe('0.12')
  })

  it('names whole-amount tokens', () => {
    render(<Harness decimals={0} />)
    type(box(), '5.1')
    expect(message().textContent).toBe('This token takes whole amounts only')
  })

  it('refuses a paste that would pass 79 characters instead of cutting it', () => {
    render(<Harness initial="1" />)
    paste(box(), '2'.repeat(79))
    expect(box().value).toBe('1')
    expect(message().textContent).toBe('Amounts can be at most 79 characters long')
  })

  it('a new value from outside (MAX, a quote) ends the message', () => {
    const { rerender } = render(<NumericInput label="x" value="1" onUserInput={() => {}} />)
    type(screen.getByRole('textbox'), '1e')
    expect(screen.getByRole('textbox').hasAttribute('aria-describedby')).toBe(true)
    rerender(<NumericInput label="x" value="2" onUserInput={() => {}} />)
    expect(screen.getByRole('textbox').hasAttribute('aria-describedby')).toBe(false)
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
