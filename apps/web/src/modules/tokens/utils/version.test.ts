import { describe, expect, it } from 'vitest'
import { list, token } from '../testing/fixtures'
import {
  decidePendingUpdate,
  diffTokenLists,
  getVersionUpgrade,
  minVersionBump,
  VersionUpgrade,
} from './version'

const v = (major: number, minor: number, patch: number) => ({ major, minor, patch })

describe('getVersionUpgrade', () => {
  it('names the largest part that went up', () => {
    expect(getVersionUpgrade(v(1, 0, 0), v(2, 0, 0))).toBe(VersionUpgrade.MAJOR)
    expect(getVersionUpgrade(v(1, 0, 0), v(1, 1, 0))).toBe(VersionUpgrade.MINOR)
    expect(getVersionUpgrade(v(1, 0, 0), v(1, 0, 1))).toBe(VersionUpgrade.PATCH)
  })
  it('treats equal versions and downgrades as NONE', () => {
    expect(getVersionUpgrade(v(1, 2, 3), v(1, 2, 3))).toBe(VersionUpgrade.NONE)
    expect(getVersionUpgrade(v(2, 0, 0), v(1, 9, 9))).toBe(VersionUpgrade.NONE)
    expect(getVersionUpgrade(v(1, 2, 0), v(1, 1, 9))).toBe(VersionUpgrade.NONE)
  })
})

describe('diffTokenLists / minVersionBump', () => {
  it('needs MAJOR for a removal, MINOR for an addition, PATCH for an edit, NONE otherwise', () => {
    expect(minVersionBump([token(1), token(2)], [token(1)])).toBe(VersionUpgrade.MAJOR)
    expect(minVersionBump([token(1)], [token(1), token(2)])).toBe(VersionUpgrade.MINOR)
    expect(minVersionBump([token(1)], [token(1, { name: 'Renamed' })])).toBe(VersionUpgrade.PATCH)
    expect(minVersionBump([token(1)], [token(1)])).toBe(VersionUpgrade.NONE)
  })
  it('reports which properties changed per chain and address', () => {
    const d = diffTokenLists([token(1, { tags: ['a'] })], [token(1, { tags: ['b'], symbol: 'X' })])
    expect(d.changed[31337]?.[token(1).address]).toEqual(['symbol', 'tags'])
    expect(d.added).toEqual([])
    expect(d.removed).toEqual([])
  })
})

describe('decidePendingUpdate (spec 01 §4 version-bump rules)', () => {
  const base = list([1, 0, 0], [token(1), token(2)])
  it('applies a major bump automatically, even when tokens were removed', () => {
    expect(decidePendingUpdate(base, list([2, 0, 0], [token(1)]))).toEqual({ kind: 'apply' })
  })
  it('applies a minor bump that covers added tokens', () => {
    expect(decidePendingUpdate(base, list([1, 1, 0], [token(1), token(2), token(3)]))).toEqual({
      kind: 'apply',
    })
  })
  it('applies a patch bump that covers an edited token', () => {
    const next = list([1, 0, 1], [token(1), token(2, { name: 'New name' })])
    expect(decidePendingUpdate(base, next)).toEqual({ kind: 'apply' })
  })
  it('applies a minor bump for a mere edit (bigger than needed)', () => {
    const next = list([1, 1, 0], [token(1), token(2, { name: 'New name' })])
    expect(decidePendingUpdate(base, next)).toEqual({ kind: 'apply' })
  })
  it('keeps a patch bump that adds tokens pending, with a reason to log', () => {
    const d = decidePendingUpdate(base, list([1, 0, 1], [token(1), token(2), token(3)]))
    expect(d.kind).toBe('keep-pending')
  })
  it('keeps a minor bump that removes tokens pending', () => {
    const d = decidePendingUpdate(base, list([1, 1, 0], [token(1)]))
    expect(d).toMatchObject({ kind: 'keep-pending' })
    expect(d.kind === 'keep-pending' && d.reason).toContain('MAJOR')
  })
  it('does nothing for an equal or older version', () => {
    expect(decidePendingUpdate(base, list([1, 0, 0]))).toEqual({ kind: 'none' })
    expect(decidePendingUpdate(base, list([0, 9, 0]))).toEqual({ kind: 'none' })
  })
})
