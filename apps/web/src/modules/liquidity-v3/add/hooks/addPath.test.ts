import { describe, expect, it } from 'vitest'
import { addPath } from './useAddRoute'

describe('addPath', () => {
  it('writes only the parts that are set, in route order (spec 02 §2)', () => {
    expect(addPath()).toBe('/add')
    expect(addPath('ETH')).toBe('/add/ETH')
    expect(addPath('ETH', '0xabc')).toBe('/add/ETH/0xabc')
    expect(addPath('ETH', '0xabc', 3000)).toBe('/add/ETH/0xabc/3000')
  })

  it('drops a fee without a pair, and B without A', () => {
    expect(addPath('ETH', undefined, 3000)).toBe('/add/ETH')
    expect(addPath(undefined, '0xabc', 3000)).toBe('/add')
  })
})
