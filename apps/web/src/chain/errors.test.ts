import { describe, expect, it } from 'vitest'
import { AppError } from '../lib/errors'
import { ProviderRequestError, UnsupportedChainIdError } from './errors'

describe('chain errors', () => {
  it("read their sentence from the chain's table, with the EIP-1193 code (spec 01 §8)", () => {
    const error = new UnsupportedChainIdError(5)
    expect(error).toBeInstanceOf(AppError)
    expect(error.code).toBe(4902)
    expect(error.chainId).toBe(5)
    expect(error.message).toBe('Unsupported chain ID: 5')
    expect(error.name).toBe('UnsupportedChainIdError')
  })

  it("a provider error shows the wallet's own words and keeps its cause", () => {
    const cause = new Error('inner')
    const error = new ProviderRequestError(4100, 'Unknown account 0x1', cause)
    expect(error.code).toBe(4100)
    expect(error.message).toBe('Unknown account 0x1')
    expect(error.descriptor.values).toEqual({ reason: 'Unknown account 0x1' })
    expect(error.cause).toBe(cause)
  })
})
