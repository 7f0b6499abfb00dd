import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TypedConfirm } from './TypedConfirm'

afterEach(cleanup)

function view() {
  const onConfirm = vi.fn()
  render(
    <TypedConfirm
      prompt="Type REMOVE"
      word="REMOVE"
      submitLabel="Remove list"
      onConfirm={onConfirm}
      testId="remove"
    />,
  )
  const input = screen.getByLabelText('Type REMOVE') as HTMLInputElement
  const button = screen.getByRole('button', { name: 'Remove list' }) as HTMLButtonElement
  return { onConfirm, input, button }
}

describe('TypedConfirm', () => {
  it('takes focus, so the next keystrokes type the word', () => {
    const { input } = view()
    expect(document.activeElement).toBe(input)
    expect(input.getAttribute('data-testid')).toBe('remove-input')
    expect(input.getAttribute('spellcheck')).toBe('false')
    expect(screen.getByTestId('remove').textContent).toBe('Remove list')
  })

  it.each(['remove', ' REMOVE', 'REMOVE ', 'REMOV', ''])(
    'stays disabled and ignores Enter for %j (exact, case-sensitive, not trimmed)',
    (typed) => {
      const { onConfirm, input, button } = view()
      fireEvent.input(input, { target: { value: typed } })
      expect(button.disabled).toBe(true)
      fireEvent.submit(input)
      expect(onConfirm).not.toHaveBeenCalled()
    },
  )

  it('confirms once the word is typed exactly, by button or Enter', () => {
    const { onConfirm, input, button } = view()
    fireEvent.input(input, { target: { value: 'REMOVE' } })
    expect(button.disabled).toBe(false)
    fireEvent.click(button)
    fireEvent.submit(input)
    expect(onConfirm).toHaveBeenCalledTimes(2)
  })
})
