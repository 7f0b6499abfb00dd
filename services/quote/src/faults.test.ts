// The service under faults (issue 17), on the fake chain: a request bounded by its deadline
// whatever the nodes do, and the warm-up tried again until the nodes answer.
import { describe, expect, it } from 'vitest'
import { handleQuote, type Logger } from './handler.ts'
import { backendFor, createQuoteServer } from './server.ts'
import { FAKE_CHAIN, fakeReader, seededPairs, TOKENS } from './testing/fakeChain.ts'

const query = new URLSearchParams({
  tokenInAddress: TOKENS.WETH,
  tokenInChainId: '31337',
  tokenOutAddress: TOKENS.DAI,
  tokenOutChainId: '31337',
  amount: String(10n ** 18n),
  type: 'exactIn',
})

describe('the quote service under faults', () => {
  it('answers 503 RPC_UNAVAILABLE at the deadline when a read hangs, not when the node gives up', async () => {
    const reader = fakeReader(seededPairs())
    reader.latestHead = () => new Promise(() => {}) // a hung node
    const backends = new Map([[FAKE_CHAIN.chainId, backendFor(FAKE_CHAIN, reader, 0)]])
    const logged: Parameters<Logger>[0][] = []
    const started = performance.now()
    const result = await handleQuote(query, {
      backends,
      log: (e) => logged.push(e),
      deadlineMs: 200,
    })
    const ms = performance.now() - started
    expect(result.status).toBe(503)
    expect(result.body).toMatchObject({ errorCode: 'RPC_UNAVAILABLE' })
    expect(ms).toBeGreaterThanOrEqual(190)
    expect(ms).toBeLessThan(3_000)
    expect(logged).toMatchObject([{ level: 'error', msg: 'quote deadline passed' }])
  })

  it('answers normally well within the deadline', async () => {
    const backends = new Map([
      [FAKE_CHAIN.chainId, backendFor(FAKE_CHAIN, fakeReader(seededPairs()), 0)],
    ])
    const result = await handleQuote(query, { backends, log: () => {}, deadlineMs: 5_000 })
    expect(result.status).toBe(200)
  })

  it('tries the warm-up again with backoff until the nodes answer', async () => {
    const reader = fakeReader(seededPairs())
    const latestHead = reader.latestHead.bind(reader)
    let failures = 2
    reader.latestHead = async () => {
      if (failures-- > 0) throw new Error('connection refused')
      return latestHead()
    }
    const logged: Parameters<Logger>[0][] = []
    const loaded = new Promise<void>((resolve) => {
      const server = createQuoteServer({
        chains: [FAKE_CHAIN],
        readerFor: () => reader,
        warmUp: true,
        warmUpRetryMs: 20,
        log: (entry) => {
          logged.push(entry)
          if (entry.msg === 'pool state loaded') void server.then((s) => s.close()).then(resolve)
        },
      })
    })
    await loaded
    expect(logged.map((e) => [e.msg, e.retryMs ?? e.attempts])).toEqual([
      ['warm-up failed', 20],
      ['warm-up failed', 40],
      ['pool state loaded', 3],
    ])
  })

  it('stops retrying the warm-up once the server is closed', async () => {
    const reader = fakeReader(seededPairs())
    let attempts = 0
    reader.latestHead = async () => {
      attempts++
      throw new Error('connection refused')
    }
    const server = await createQuoteServer({
      chains: [FAKE_CHAIN],
      readerFor: () => reader,
      warmUp: true,
      warmUpRetryMs: 20,
      log: () => {},
    })
    await new Promise((r) => setTimeout(r, 50))
    await server.close()
    const after = attempts
    await new Promise((r) => setTimeout(r, 100))
    expect(attempts).toBe(after)
  })
})
