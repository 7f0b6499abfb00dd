import { describe, expect, it } from 'vitest'
import { isValidListLocation, parseListLocation } from './listUrl'

describe('parseListLocation (spec 01 §7.5 list location kinds)', () => {
  it.each([
    ['https://tokens.uniswap.org', { kind: 'https', url: 'https://tokens.uniswap.org' }],
    [
      'http://127.0.0.1:8547/tokenlist.json',
      { kind: 'http', url: 'http://127.0.0.1:8547/tokenlist.json' },
    ],
    ['ipfs://QmHash/list.json', { kind: 'ipfs', path: 'QmHash/list.json' }],
    ['ipfs:QmHash', { kind: 'ipfs', path: 'QmHash' }],
    ['ipns://tokens.uniswap.org', { kind: 'ipns', path: 'tokens.uniswap.org' }],
    ['ar://txid123', { kind: 'ar', path: 'txid123' }],
    ['tokens.tidepool.eth', { kind: 'ens', name: 'tokens.tidepool.eth', path: '' }],
    ['Synths.SNX.eth/list', { kind: 'ens', name: 'synths.snx.eth', path: '/list' }],
    ['  t2crtokens.eth ', { kind: 'ens', name: 't2crtokens.eth', path: '' }],
  ])('parses %s', (input, expected) => {
    expect(parseListLocation(input)).toEqual(expected)
  })

  it.each([
    '',
    'hello',
    'eth',
    'ftp://x.org/l.json',
    'javascript:alert(1)',
    '.eth',
    'a..eth',
    'data:text/html,x',
  ])('rejects %j (add-list input shows "Enter valid list location")', (input) => {
    expect(parseListLocation(input)).toBeNull()
    expect(isValidListLocation(input)).toBe(false)
  })
})
