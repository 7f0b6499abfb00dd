// @vitest-environment jsdom
// A DOM: localStorage.
import { beforeEach, describe, expect, it } from 'vitest'
import {
  cacheScope,
  DESCRIPTIONS_STORAGE_KEY,
  loadDescriptions,
  parseDescriptionCache,
  saveDescriptions,
} from './descriptionCache'

const entry = { proposer: '0xabc', startBlock: '12', description: '# T' }

describe('description cache', () => {
  beforeEach(() => localStorage.clear())

  it('keeps entries per chain and governor, merging what is saved later', () => {
    const scope = cacheScope(31337, '0xAbC')
    saveDescriptions(scope, { '1': entry })
    saveDescriptions(scope, { '2': { ...entry, description: '# U' } })
    saveDescriptions(cacheScope(1, '0xabc'), { '1': { ...entry, description: 'other chain' } })
    expect(loadDescriptions('31337:0xabc')).toEqual({
      '1': entry,
      '2': { ...entry, description: '# U' },
    })
  })

  it('reads garbage, another version or bad entries as nothing, keeping the good ones', () => {
    expect(parseDescriptionCache('{not json')).toEqual({})
    expect(parseDescriptionCache(JSON.stringify({ version: 0, byGovernor: {} }))).toEqual({})
    const raw = JSON.stringify({
      version: 1,
      byGovernor: { s: { '1': entry, x: entry, '2': { description: 1 }, '3': null } },
    })
    expect(parseDescriptionCache(raw)).toEqual({ s: { '1': entry } })
    localStorage.setItem(DESCRIPTIONS_STORAGE_KEY, 'garbage')
    expect(loadDescriptions('s')).toEqual({})
  })
})
