import { msg } from '@lingui/core/macro'
import { describe, expect, it } from 'vitest'
import { AppError } from './errors'

const TABLE = { tooLate: msg({ message: 'Too late by {minutes} minutes' }) }

describe('AppError', () => {
  it('keeps a code, a descriptor with its values for the UI, and the cause', () => {
    const cause = new Error('node said no')
    const error = new AppError({
      code: 'tooLate',
      descriptor: TABLE.tooLate,
      values: { minutes: 3 },
      cause,
    })
    expect(error.code).toBe('tooLate')
    expect(error.descriptor.values).toEqual({ minutes: 3 })
    expect(error.message).toBe('Too late by 3 minutes')
    expect(error.cause).toBe(cause)
  })

  it("keeps a developer's message as written, without a descriptor to translate", () => {
    const error = new AppError({ code: 'cancelled', message: "The check wasn't {needed}" })
    expect(error).toBeInstanceOf(Error)
    expect(error.code).toBe('cancelled')
    expect(error.message).toBe("The check wasn't {needed}")
    expect(error.descriptor.message).toBe("The check wasn't {needed}")
    expect('cause' in error).toBe(false)
  })

  it('keeps the text a caller translated beside the descriptor it came from', () => {
    const error = new AppError({ code: 'tooLate', descriptor: TABLE.tooLate, message: 'Zu spät' })
    expect(error.message).toBe('Zu spät')
    expect(error.descriptor).toBe(TABLE.tooLate)
  })
})
