// The service's RPC transport against real sockets on loopback: a fake node, and the fault proxy
// in front of it hanging, answering 5xx or refusing eth_getLogs.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, type PublicClient } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { createRpcTransport, type RpcOptions } from './rpc.ts'
import { type FaultMode, type FaultProxy, startFaultProxy } from './testing/faultProxy.ts'

interface FakeNode {
  url: string
  requests: number
  /** The next this-many requests answer 503. */
  failNext: number
  /** eth_call answers after this long (a big multicall). */
  callDelayMs: number
  close(): Promise<void>
}

/** A node answering eth_blockNumber 0x2a and eth_getLogs []. */
async function fakeNode(): Promise<FakeNode> {
  const node: FakeNode = {
    url: '',
    requests: 0,
    failNext: 0,
    callDelayMs: 0,
    close: async () => {},
  }
  const server: Server = createServer(async (req, res) => {
    let text = ''
    for await (const chunk of req) text += chunk
    const { id, method } = JSON.parse(text) as { id: number; method: string }
    node.requests++
    if (method === 'eth_call') await new Promise((r) => setTimeout(r, node.callDelayMs))
    res.writeHead(node.failNext-- > 0 ? 503 : 200, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ jsonrpc: '2.0', id, result: method === 'eth_getLogs' ? [] : '0x2a' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  node.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  node.close = () => new Promise((resolve) => server.close(() => resolve()))
  return node
}

const open: { close(): Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(open.splice(0).map((o) => o.close()))
})

async function setup(mode: FaultMode, options: RpcOptions = {}) {
  const node = await fakeNode()
  const proxy: FaultProxy = await startFaultProxy(node.url, mode)
  open.push(proxy, node)
  const client: PublicClient = createPublicClient({
    transport: createRpcTransport([proxy.url, node.url], { timeoutMs: 300, ...options }),
  })
  const blockNumber = () => client.request({ method: 'eth_blockNumber' })
  return { node, proxy, client, blockNumber }
}

const timed = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
  const t = performance.now()
  const result = await run()
  return [result, performance.now() - t]
}

describe('createRpcTransport', () => {
  it('answers through the second URL when the first hangs, within the per-request timeout', async () => {
    // A frozen clock: the cool-down does not run out on a slow machine.
    const { proxy, blockNumber } = await setup('hang', { now: () => 0 })
    const [first, ms] = await timed(blockNumber)
    expect(first).toBe('0x2a')
    expect(ms).toBeGreaterThanOrEqual(250)
    expect(ms).toBeLessThan(3_000)
    // The hung node cools down: the next requests go straight to the second URL, none of them
    // waits for the hung node.
    const answers = await Promise.all(Array.from({ length: 10 }, blockNumber))
    expect(answers).toEqual(Array(10).fill('0x2a'))
    expect(proxy.counts.get('eth_blockNumber')).toBe(1)
  })

  it('answers through the second URL when the first answers 5xx', async () => {
    const { proxy, node, blockNumber } = await setup('5xx')
    for (let i = 0; i < 5; i++) expect(await blockNumber()).toBe('0x2a')
    expect(node.requests).toBe(5)
    expect(proxy.counts.get('eth_blockNumber')).toBe(1) // then skipped while it cools down
  })

  it('probes the first node after its cool-down, in the background, and uses it once it answers', async () => {
    let time = 0
    const { proxy, node, blockNumber } = await setup('5xx', { now: () => time, coolDownMs: 1_000 })
    await blockNumber()
    proxy.mode = 'pass'
    time += 999
    await blockNumber()
    expect(proxy.counts.get('eth_blockNumber')).toBe(1) // still cooling down
    time += 1
    await blockNumber() // starts the probe, answered by the second node meanwhile
    await expect.poll(() => proxy.counts.get('eth_blockNumber')).toBe(2)
    // Once the probe's answer is in (no fixed wait: a loaded machine takes its time), a request
    // goes through the first node, and through it only: the node sees it once, via the proxy.
    const nextRequest = async () => {
      const [viaProxy, atNode] = [proxy.counts.get('eth_blockNumber') ?? 0, node.requests]
      await blockNumber()
      return {
        viaProxy: (proxy.counts.get('eth_blockNumber') ?? 0) - viaProxy,
        atNode: node.requests - atNode,
      }
    }
    await expect.poll(nextRequest).toEqual({ viaProxy: 1, atNode: 1 })
  })

  it('keeps a node that still hangs out of real requests: only the probe waits on it', async () => {
    let time = 0
    const { proxy, blockNumber, client } = await setup('hang', { now: () => time, timeoutMs: 200 })
    await blockNumber()
    time += 1_000
    const to = '0x0000000000000000000000000000000000000001'
    const [answer, ms] = await timed(() =>
      client.request({ method: 'eth_call', params: [{ to }, 'latest'] }),
    )
    expect(answer).toBe('0x2a')
    expect(ms).toBeLessThan(150) // did not wait on the hung node
    await expect.poll(() => proxy.counts.get('eth_blockNumber')).toBe(2) // the probe
    expect(proxy.counts.get('eth_call')).toBeUndefined()
  })

  it('asks eth_getLogs of the second URL when the first refuses it', async () => {
    const { proxy, node, client } = await setup('refuse-getLogs')
    const logs = await client.request({
      method: 'eth_getLogs',
      params: [{ fromBlock: '0x1', toBlock: '0x2' }],
    })
    expect(logs).toEqual([])
    expect(proxy.counts.get('eth_getLogs')).toBe(1)
    expect(node.requests).toBe(1)
  })

  it('retries a failed request with backoff when every node fails once', async () => {
    const node = await fakeNode()
    open.push(node)
    node.failNext = 2
    const client = createPublicClient({
      transport: createRpcTransport([node.url], { retryCount: 2, retryDelayMs: 50 }),
    })
    const [answer, ms] = await timed(() => client.request({ method: 'eth_blockNumber' }))
    expect(answer).toBe('0x2a')
    expect(node.requests).toBe(3)
    expect(ms).toBeGreaterThanOrEqual(50 + 100 - 20) // backoff: d, then 2·d
  })

  it('gives an eth_call (a big multicall) its own, longer timeout', async () => {
    const node = await fakeNode()
    open.push(node)
    node.callDelayMs = 400
    const client = createPublicClient({
      transport: createRpcTransport([node.url], {
        timeoutMs: 100,
        callTimeoutMs: 1_000,
        retryCount: 0,
      }),
    })
    const to = '0x0000000000000000000000000000000000000001'
    expect(await client.request({ method: 'eth_call', params: [{ to }, 'latest'] })).toBe('0x2a')
    expect(node.requests).toBe(1)
  })

  it('gives up an eth_call in flight on a node as soon as that node times out another request', async () => {
    const { proxy, client, blockNumber } = await setup('hang', {
      now: () => 0,
      timeoutMs: 200,
      callTimeoutMs: 30_000,
    })
    const to = '0x0000000000000000000000000000000000000001'
    const [answers, ms] = await timed(() =>
      Promise.all([
        client.request({ method: 'eth_call', params: [{ to }, 'latest'] }),
        blockNumber(),
      ]),
    )
    expect(answers).toEqual(['0x2a', '0x2a'])
    expect(ms).toBeLessThan(10_000) // not the eth_call's 30 s timeout
    expect(proxy.counts.get('eth_call')).toBe(1)
  })

  it('fails within a bounded time when every node hangs', async () => {
    const node = await fakeNode()
    const a = await startFaultProxy(node.url, 'hang')
    const b = await startFaultProxy(node.url, 'hang')
    open.push(a, b, node)
    const client = createPublicClient({
      transport: createRpcTransport([a.url, b.url], {
        timeoutMs: 200,
        retryCount: 1,
        retryDelayMs: 10,
      }),
    })
    const [error, ms] = await timed(() =>
      client.request({ method: 'eth_blockNumber' }).then(
        () => undefined,
        (e: unknown) => e,
      ),
    )
    expect(error).toBeInstanceOf(Error)
    expect(ms).toBeLessThan(5_000) // 2 tries × 200 ms plus a slow machine's overhead
  })
})
