import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppError } from '../../../lib/errors'
import { InternalGuardError, logInternalGuard } from './internalGuard'

afterEach(() => vi.restoreAllMocks())

describe('logInternalGuard', () => {
  it("logs the spec's text as an AppError whose code says which guard stopped the write", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    logInternalGuard('missing currency amounts')
    expect(error).toHaveBeenCalledTimes(1)
    const logged = error.mock.calls[0]?.[0]
    expect(logged).toBeInstanceOf(InternalGuardError)
    expect(logged).toBeInstanceOf(AppError)
    expect((logged as InternalGuardError).message).toBe('missing currency amounts')
    expect((logged as InternalGuardError).code).toBe('missing currency amounts')
  })
})
