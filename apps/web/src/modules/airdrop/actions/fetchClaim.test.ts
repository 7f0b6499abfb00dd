import { afterEach, describe, expect, it, vi } from 'vitest'
import { type ClaimLookupError, clearClaimCache, fetchClaim } from './fetchClaim'

const BASE = 'http://files.test/claims/'
const FIRST = '0x1111111111111111111111111111111111111111'
const LAST = '0x5555555555555555555555555555555555555555'
const HOLDER = '0x3333333333333333333333333333333333333333'
const proof = [`0x${'cd'.repeat(32)}`]

function fakeFetch(files: Record<string, unknown>) {
  return vi.fn(async (url: string | URL | Request) => {
    const body = files[String(url)]
    return body === undefined
      ? new Response('not found', { status: 404, statusText: 'Not Found' })
      : Response.json(body)
  }) as unknown as typeof fetch & ReturnType<typeof vi.fn>
}

const files = {
  [`${BASE}mapping.json`]: { [FIRST]: LAST },
  [`${BASE}${FIRST}.json`]: { [HOLDER]: { index: 3, amount: '0x64', proof } },
}

afterEach(() => clearClaimCache())

const rejection = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('resolved')
    },
    (e: unknown) => e as ClaimLookupError,
  )

describe('fetchClaim', () => {
  it('reads the mapping, then the chunk that holds the address', async () => {
    const fetchFn = fakeFetch(files)
    const claim = await fetchClaim({
      baseUrl: BASE,
      account: HOLDER.toUpperCase().replace('0X', '0x'),
      fetchFn,
    })
    expect(claim).toMatchObject({ index: 3, amount: 100n, proof })
    expect(fetchFn.mock.calls.map((c) => String(c[0]))).toEqual([
      `${BASE}mapping.json`,
      `${BASE}${FIRST}.json`,
    ])
  })

  it('caches the claim per address and the files per URL', async () => {
    const fetchFn = fakeFetch(files)
    await fetchClaim({ baseUrl: BASE, account: HOLDER, fetchFn })
    await fetchClaim({ baseUrl: BASE, account: HOLDER, fetchFn })
    await rejection(
      fetchClaim({ baseUrl: BASE, account: '0x4444444444444444444444444444444444444444', fetchFn }),
    )
    expect(fetchFn).toHaveBeenCalledTimes(2)
  })

  it("rejects with spec 01 §8's texts", async () => {
    const fetchFn = fakeFetch(files)
    const below = '0x0000000000000000000000000000000000000001'
    const above = '0x9999999999999999999999999999999999999999'
    const missing = '0x4444444444444444444444444444444444444444'
    expect((await rejection(fetchClaim({ baseUrl: BASE, account: below, fetchFn }))).message).toBe(
      `Claim for ${below} was not found in partial search`,
    )
    expect((await rejection(fetchClaim({ baseUrl: BASE, account: above, fetchFn }))).message).toBe(
      `Claim for ${above} was not found after searching all mappings`,
    )
    expect(
      (await rejection(fetchClaim({ baseUrl: BASE, account: missing, fetchFn }))).message,
    ).toBe(`Claim for ${missing} was not found in claim file!`)
    const invalid = await rejection(fetchClaim({ baseUrl: BASE, account: 'bob', fetchFn }))
    expect(invalid.message).toBe('Invalid address')
    expect(invalid.kind).toBe('invalidAddress')
  })

  it('retries a download that failed, and does not call the failure "no claim"', async () => {
    const failing = fakeFetch({})
    const error = await rejection(fetchClaim({ baseUrl: BASE, account: HOLDER, fetchFn: failing }))
    expect(error.kind).toBe('unavailable')
    expect(error.isNoClaim).toBe(false)
    const claim = await fetchClaim({ baseUrl: BASE, account: HOLDER, fetchFn: fakeFetch(files) })
    expect(claim.index).toBe(3)
  })

  it('refuses a malformed entry as unavailable', async () => {
    const fetchFn = fakeFetch({
      ...files,
      [`${BASE}${FIRST}.json`]: { [HOLDER]: { index: 3, amount: '0x64', proof: ['0x1'] } },
    })
    expect((await rejection(fetchClaim({ baseUrl: BASE, account: HOLDER, fetchFn }))).kind).toBe(
      'unavailable',
    )
  })
})
