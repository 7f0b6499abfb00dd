import { describe, expect, it } from 'vitest'
import { formatMessage } from './format'

describe('formatMessage', () => {
  it('fills named placeholders and keeps unknown ones', () => {
    expect(formatMessage('Position {tokenId} on {chain}', { tokenId: 7 })).toBe(
      'Position 7 on {chain}',
    )
  })
})
