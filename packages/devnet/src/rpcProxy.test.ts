import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { passesThrough, RequestGate, startRpcProxy } from './rpcProxy.ts'

/** A piece of work that logs its start and end and finishes when `done` is called. */
function work(log: string[], name: string) {
  let done = () => {}
  const finished = new Promise<void>((resolve) => {
    done = resolve
  })
  return {
    run: async () => {
      log.push(`${name} start`)
      await finished
      log.push(`${name} end`)
    },
    done: () => done(),
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the proxy’s request gate', () => {
  it('runs requests side by side, and a simulation only once they are done, alone', async () => {
    const gate = new RequestGate()
    const log: string[] = []
    const [a, b, sim] = [work(log, 'a'), work(log, 'b'), work(log, 'sim')]
    const running = [gate.shared(a.run), gate.shared(b.run), gate.alone(sim.run)]
    await settle()
    expect(log).toEqual(['a start', 'b start'])
    a.done()
    b.done()
    await settle()
    expect(log.slice(2)).toEqual(['a end', 'b end', 'sim start'])
    sim.done()
    await Promise.all(running)
  })

  it('holds a request that comes while one simulation runs and another waits until both are done', async () => {
    const gate = new RequestGate()
    const log: string[] = []
    const [sim1, sim2, read] = [work(log, 'sim1'), work(log, 'sim2'), work(log, 'read')]
    const running = [gate.alone(sim1.run), gate.alone(sim2.run)]
    await settle()
    running.push(gate.shared(read.run))
    await settle()
    expect(log).toEqual(['sim1 start'])
    sim1.done()
    await settle()
    expect(log).toEqual(['sim1 start', 'sim1 end', 'sim2 start'])
    sim2.done()
    await settle()
    expect(log.slice(3)).toEqual(['sim2 end', 'read start'])
    read.done()
    await Promise.all(running)
  })
})

/** A stand-in node: answers each call with its method name, recording every HTTP body it got. */
async function fakeNode(o: { reversed?: boolean } = {}) {
  const bodies: unknown[] = []
  const answer = (r: { id: unknown; method: string }) => ({
    jsonrpc: '2.0',
    id: r.id,
    result: r.method,
  })
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
    bodies.push(body)
    const out = Array.isArray(body) ? body.map(answer) : answer(body)
    if (Array.isArray(out) && o.reversed) out.reverse()
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(out))
  })
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const close = () => {
    server.closeAllConnections()
    return new Promise<void>((ok) => server.close(() => ok()))
  }
  return { url, bodies, close }
}

const FEES = { baseFeeFloorWei: 7n, tipWei: 7n, blockMs: 1_000 }
const call = (id: number, method: string, params: unknown[] = []) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
})

async function post(url: string, body: unknown): Promise<unknown> {
  const res = await fetch(url, { method: 'POST', body: JSON.stringify(body) })
  return res.json()
}

describe('the proxy’s batches', () => {
  it('sends a batch of reads to the node as one batch, its answers in order', async () => {
    const node = await fakeNode()
    const proxy = await startRpcProxy(0, node.url, FEES)
    try {
      const reads = [call(1, 'eth_blockNumber'), call(2, 'eth_getBalance'), call(3, 'eth_call')]
      const answers = (await post(proxy.url, reads)) as { id: number; result: string }[]
      expect(answers.map((a) => [a.id, a.result])).toEqual([
        [1, 'eth_blockNumber'],
        [2, 'eth_getBalance'],
        [3, 'eth_call'],
      ])
      expect(node.bodies).toEqual([reads])
    } finally {
      await proxy.close()
      await node.close()
    }
  })

  it('keeps the order around a send: the reads before it, the floor, the send, the reads after', async () => {
    const node = await fakeNode()
    const proxy = await startRpcProxy(0, node.url, FEES)
    try {
      const batch = [
        call(1, 'eth_getBalance'),
        call(2, 'eth_chainId'),
        call(3, 'eth_sendRawTransaction', ['0x01']),
        call(4, 'eth_getTransactionCount'),
      ]
      const answers = (await post(proxy.url, batch)) as { id: number }[]
      expect(answers.map((a) => a.id)).toEqual([1, 2, 3, 4])
      const methods = node.bodies.map((b) =>
        Array.isArray(b) ? b.map((c) => c.method) : (b as { method: string }).method,
      )
      expect(methods).toEqual([
        ['eth_getBalance', 'eth_chainId'],
        'hardhat_setNextBlockBaseFeePerGas',
        'eth_sendRawTransaction',
        'eth_getTransactionCount',
      ])
    } finally {
      await proxy.close()
      await node.close()
    }
  })

  it('asks again one by one when the node answers a batch out of order', async () => {
    const node = await fakeNode({ reversed: true })
    const proxy = await startRpcProxy(0, node.url, FEES)
    try {
      const reads = [call(1, 'eth_blockNumber'), call(2, 'eth_getBalance')]
      const answers = (await post(proxy.url, reads)) as { id: number; result: string }[]
      expect(answers.map((a) => [a.id, a.result])).toEqual([
        [1, 'eth_blockNumber'],
        [2, 'eth_getBalance'],
      ])
      expect(node.bodies).toEqual([reads, reads[0], reads[1]])
    } finally {
      await proxy.close()
      await node.close()
    }
  })

  it('answers the fee methods itself and leaves the rest to the node', () => {
    expect(passesThrough(call(1, 'eth_call'), {})).toBe(true)
    for (const method of [
      'eth_gasPrice',
      'eth_maxPriorityFeePerGas',
      'eth_simulateV1',
      'evm_revert',
    ])
      expect(passesThrough(call(1, method), {}), method).toBe(false)
    expect(passesThrough(null, {})).toBe(false)
  })
})
