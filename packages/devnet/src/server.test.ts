import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { encodeBody } from './server.ts'

const big = JSON.stringify(
  { chains: Array.from({ length: 200 }, (_, i) => ({ chainId: i })) },
  null,
  2,
)

describe('encodeBody', () => {
  it('gzips a large body for a client that accepts gzip, and it unzips to the same text', () => {
    const out = encodeBody(big, 'gzip, deflate, br')
    expect(out.gzip).toBe(true)
    expect(out.body.length).toBeLessThan(big.length / 4)
    expect(gunzipSync(out.body).toString()).toBe(big)
  })

  it('sends the body as it is without Accept-Encoding, with gzip refused (q=0), or below 1 KB', () => {
    for (const header of [undefined, '', 'br', 'gzip;q=0', 'gzip; q=0.0, identity'])
      expect(encodeBody(big, header)).toEqual({ body: big, gzip: false })
    expect(encodeBody('{"ok":true}', 'gzip')).toEqual({ body: '{"ok":true}', gzip: false })
  })

  it('takes gzip with a positive weight and the wildcard', () => {
    expect(encodeBody(big, 'br;q=1, GZIP;q=0.5').gzip).toBe(true)
    expect(encodeBody(big, '*').gzip).toBe(true)
  })
})
