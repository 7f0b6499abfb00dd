import { describe, expect, it } from 'vitest'
import { acceptDeadlineText, deadlineToMinutesText, parseDeadlineInput } from './deadlineInput'

describe('deadline input (spec 01 §5)', () => {
  it('resets to the default when empty', () => {
    expect(parseDeadlineInput('')).toEqual({ kind: 'default' })
  })

  it('accepts 1 to 4320 minutes, as seconds', () => {
    expect(parseDeadlineInput('1')).toEqual({ kind: 'valid', seconds: 60 })
    expect(parseDeadlineInput('30')).toEqual({ kind: 'valid', seconds: 1800 })
    expect(parseDeadlineInput('4320')).toEqual({ kind: 'valid', seconds: 259_200 })
  })

  it('is invalid at 0, above 4320 and for anything but whole minutes', () => {
    for (const text of ['0', '4321', '100000', '1.5', 'x']) {
      expect(parseDeadlineInput(text)).toEqual({ kind: 'invalid' })
    }
  })

  it('lets only digits be typed', () => {
    expect(acceptDeadlineText('45')).toBe('45')
    expect(acceptDeadlineText('4.5')).toBeNull()
    expect(acceptDeadlineText('-1')).toBeNull()
  })

  it('shows a stored deadline in minutes', () => {
    expect(deadlineToMinutesText(1800)).toBe('30')
    expect(deadlineToMinutesText(259_200)).toBe('4320')
  })
})
