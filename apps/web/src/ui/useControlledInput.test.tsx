import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { useControlledInput } from './useControlledInput'

function DigitsOnly({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial)
  const onChange = useControlledInput(value, (next) => {
    if (/^\d*$/.test(next)) setValue(next.replace(/^0+(?=\d)/, ''))
  })
  return <input aria-label="digits" value={value} onChange={onChange} />
}

const box = (): HTMLInputElement => screen.getByLabelText('digits')

describe('useControlledInput', () => {
  afterEach(cleanup)

  it('puts the last rendered value back when the handler refuses an edit', async () => {
    render(<DigitsOnly initial="12" />)
    fireEvent.input(box(), { target: { value: '12x' } })
    await waitFor(() => expect(box().value).toBe('12'))
  })

  it('keeps an accepted edit, and shows what the handler stored', async () => {
    render(<DigitsOnly />)
    fireEvent.input(box(), { target: { value: '7' } })
    await waitFor(() => expect(box().value).toBe('7'))
    fireEvent.input(box(), { target: { value: '007' } })
    await waitFor(() => expect(box().value).toBe('7'))
  })
})
