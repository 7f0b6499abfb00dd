import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backendFor, createQuoteHttpServer, NO_ROUTE_AS_ANSWER } from './server.ts'
import { FAKE_CHAIN, fakeReader, seededPairs, TOKENS } from './testing/fakeChain.ts'

let server: Server
let base: string

beforeAll(async () => {
  const backends = new Map([[31337, backendFor(FAKE_CHAIN, fakeReader(seededPairs()), 0)]])
  server = createQuoteHttpServer(backends, () => {})
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('quote server', () => {
  it('answers 404 with JSON for an unknown path', async () => {
    const res = await fetch(`${base}/swap`)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ errorCode: 'NOT_FOUND', detail: 'no route /swap' })
  })

  it('answers 405 for a method other than GET', async () => {
    const res = await fetch(`${base}/quote`, { method: 'POST', body: '{}' })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET, OPTIONS')
  })

  it('lets the browser app call it: CORS * on answers and preflights', async () => {
    const preflight = await fetch(`${base}/quote`, { method: 'OPTIONS' })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    const res = await fetch(`${base}/quote?amount=1`)
    expect(res.status).toBe(400)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('content-type')).toContain('application/json')
  })

  it('reports the chains it serves on /health (for a load balancer)', async () => {
    const res = await fetch(`${base}/health`)
    expect(await res.json()).toEqual({ chains: [31337] })
  })

  it('answers 431 for an oversized request with CORS and the JSON error shape', async () => {
    const res = await fetch(`${base}/quote?amount=${'1'.repeat(20_000)}`)
    expect(res.status).toBe(431)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(await res.json()).toMatchObject({ errorCode: 'REQUEST_TOO_LARGE' })
  })

  it('sends CORS headers on every error status', async () => {
    const asks: [string, RequestInit | undefined, number][] = [
      ['/swap', undefined, 404],
      ['/quote', { method: 'POST', body: '{}' }, 405],
      ['/quote?amount=1', undefined, 400],
    ]
    for (const [path, init, status] of asks) {
      const res = await fetch(`${base}${path}`, init)
      expect(res.status, path).toBe(status)
      expect(res.headers.get('access-control-allow-origin'), path).toBe('*')
      expect(res.headers.get('content-type'), path).toContain('application/json')
    }
  })

  it('answers no route with 404, or with 200 and the same body to a client accepting it as an answer (issue 34)', async () => {
    const query = new URLSearchParams({
      tokenInAddress: TOKENS.WETH,
      tokenInChainId: '31337',
      tokenOutAddress: TOKENS.DAI,
      tokenOutChainId: '31337',
      amount: String(10n ** 18n),
      type: 'exactIn',
      protocols: 'v3',
    })
    const plain = await fetch(`${base}/quote?${query}`)
    expect(plain.status).toBe(404)
    const body = await plain.json()
    expect(body).toMatchObject({ errorCode: 'NO_ROUTE' })
    const answer = await fetch(`${base}/quote?${query}`, {
      headers: { accept: NO_ROUTE_AS_ANSWER },
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('vary')).toBe('accept')
    expect(await answer.json()).toEqual(body)
    // Other errors keep their status whatever the client accepts.
    const bad = await fetch(`${base}/quote?amount=1`, { headers: { accept: NO_ROUTE_AS_ANSWER } })
    expect(bad.status).toBe(400)
  })
})
