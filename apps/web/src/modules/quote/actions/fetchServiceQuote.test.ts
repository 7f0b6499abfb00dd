import { describe, expect, it, vi } from 'vitest'
import { REQUEST, serviceBody } from '../testing/fixtures'
import { fetchServiceQuote } from './fetchServiceQuote'

const QUOTE_URL = 'http://quote.test'

const answer = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }))

describe('fetchServiceQuote', () => {
  it('asks for "no route" as an answer, not a 404 the browser logs (issue 34)', async () => {
    const fetch = answer(200, serviceBody())
    await fetchServiceQuote({ quoteUrl: QUOTE_URL, request: REQUEST, fetch })
    const init = fetch.mock.calls[0]?.[1]
    expect(new Headers(init?.headers).get('accept')).toBe('application/vnd.tidepool.quote+json')
  })

  it('reads a 200 NO_ROUTE answer as no quote', async () => {
    const fetch = answer(200, { errorCode: 'NO_ROUTE', detail: 'no route' })
    expect(await fetchServiceQuote({ quoteUrl: QUOTE_URL, request: REQUEST, fetch })).toBeNull()
  })

  it('reads the reference shape (404 NO_ROUTE) as no quote too', async () => {
    const fetch = answer(404, { errorCode: 'NO_ROUTE', detail: 'no route' })
    expect(await fetchServiceQuote({ quoteUrl: QUOTE_URL, request: REQUEST, fetch })).toBeNull()
  })

  it('parses a quote', async () => {
    const fetch = answer(200, serviceBody())
    const trade = await fetchServiceQuote({ quoteUrl: QUOTE_URL, request: REQUEST, fetch })
    expect(trade).not.toBeNull()
  })
})
