import { describe, expect, it } from 'vitest'
import { isMissingBlockError, retryOnMissingBlock } from './missingBlock.ts'

describe('isMissingBlockError', () => {
  it('recognizes what nodes answer for a vanished block, also wrapped as a cause', () => {
    expect(isMissingBlockError(new Error('Received invalid block tag 105'))).toBe(true)
    expect(isMissingBlockError(new Error('header not found'))).toBe(true)
    const wrapped = new Error('call failed', { cause: new Error('unknown block') })
    expect(isMissingBlockError(wrapped)).toBe(true)
    expect(isMissingBlockError(new Error('execution reverted'))).toBe(false)
    expect(isMissingBlockError('invalid block tag')).toBe(false)
  })
})

describe('retryOnMissingBlock', () => {
  it('forgets the head and runs once more when the block vanished', async () => {
    let forgot = 0
    let runs = 0
    const result = await retryOnMissingBlock(
      () => forgot++,
      async () => {
        if (runs++ === 0) throw new Error('block not found')
        return 'at the new head'
      },
    )
    expect(result).toBe('at the new head')
    expect({ forgot, runs }).toEqual({ forgot: 1, runs: 2 })
  })

  it('passes any other error through without a retry', async () => {
    let runs = 0
    const run = async () => {
      runs++
      throw new Error('node down')
    }
    await expect(retryOnMissingBlock(() => undefined, run)).rejects.toThrow('node down')
    expect(runs).toBe(1)
  })
})
