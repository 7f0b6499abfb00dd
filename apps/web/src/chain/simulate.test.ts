import { type Client, createClient, custom, encodeErrorResult, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { simulateCalls } from './simulate'

const ACCOUNT = '0x00000000000000000000000000000000000000a1' as const
const TOKEN = '0x00000000000000000000000000000000000000c1' as const

/** A client whose node answers eth_simulateV1 with `answer` (or throws it), recording the params. */
function nodeAnswering(answer: unknown | Error) {
  const seen: unknown[][] = []
  const client = createClient({
    transport: custom({
      request: async ({ method, params }) => {
        if (method !== 'eth_simulateV1') throw new Error(`unexpected ${method}`)
        seen.push(params as unknown[])
        if (answer instanceof Error) throw answer
        return answer
      },
    }),
  }) as Client
  return { client, seen }
}

describe('simulateCalls', () => {
  it('asks for one block of the account’s calls with native transfers traced, at the given block', async () => {
    const { client, seen } = nodeAnswering([{ calls: [{ status: '0x1' }, { status: '0x1' }] }])
    await simulateCalls(client, {
      account: ACCOUNT,
      calls: [
        { to: TOKEN, data: '0x1234' },
        { to: TOKEN, value: 5n },
      ],
      blockNumber: 255n,
    })
    expect(seen).toEqual([
      [
        {
          blockStateCalls: [
            {
              calls: [
                { from: ACCOUNT, to: TOKEN, data: '0x1234' },
                { from: ACCOUNT, to: TOKEN, value: '0x5' },
              ],
            },
          ],
          traceTransfers: true,
          validation: false,
        },
        '0xff',
      ],
    ])
  })

  it('reads each call: logs and gas of a success, the decoded reason and data of a revert', async () => {
    const data = encodeErrorResult({
      abi: parseAbi(['error Error(string)']),
      errorName: 'Error',
      args: ['STF'],
    })
    const log = { address: TOKEN, topics: ['0x01'], data: '0x' }
    const { client } = nodeAnswering([
      {
        calls: [
          { status: '0x1', returnData: '0x01', gasUsed: '0x5208', logs: [log] },
          {
            status: '0x0',
            returnData: data,
            error: { code: 3, message: 'execution reverted', data },
          },
          { status: '0x0', error: { code: -32015, message: 'out of gas' } },
        ],
      },
    ])
    const outcomes = await simulateCalls(client, {
      account: ACCOUNT,
      calls: [{ to: TOKEN }, { to: TOKEN }, { to: TOKEN }],
    })
    expect(outcomes).toEqual([
      { status: 'success', logs: [log], returnData: '0x01', gasUsed: 21_000n },
      { status: 'reverted', reason: 'STF', data },
      { status: 'reverted', reason: 'out of gas', data: undefined },
    ])
  })

  it('answers null where the node does not simulate, or answers in another shape', async () => {
    const calls = [{ to: TOKEN }]
    const missing = nodeAnswering(new Error('the method eth_simulateV1 does not exist'))
    expect(await simulateCalls(missing.client, { account: ACCOUNT, calls })).toBeNull()
    const short = nodeAnswering([{ calls: [] }])
    expect(await simulateCalls(short.client, { account: ACCOUNT, calls })).toBeNull()
    const odd = nodeAnswering({ result: 'ok' })
    expect(await simulateCalls(odd.client, { account: ACCOUNT, calls })).toBeNull()
  })
})
