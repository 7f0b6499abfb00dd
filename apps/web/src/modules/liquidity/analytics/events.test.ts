import {
  type Address,
  encodeAbiParameters,
  encodeEventTopics,
  getAddress,
  type Hex,
  type Log,
  parseAbi,
  parseAbiParameters,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { decodePositionLogs, POSITION_MANAGER_EVENTS_ABI, positionEventsTopics } from './events'

const MANAGER: Address = '0xC36442b4a4522E871399CD717aBDD847Ab11FE88'
const RECIPIENT: Address = getAddress('0x00000000000000000000000000000000000000cc')

// A log as eth_getLogs returns it, encoded the way the position manager emits it.
// encodeEventTopics types its result for filters (null or arrays allowed); ours are all set.
type Topics = readonly (Hex | Hex[] | null)[]
function log(topics: Topics, data: Hex, blockNumber: bigint, logIndex: number): Log {
  const [selector, ...rest] = topics.filter((topic): topic is Hex => typeof topic === 'string')
  if (selector === undefined) throw new Error('a log needs its event selector')
  return {
    address: MANAGER,
    topics: [selector, ...rest],
    data,
    blockNumber,
    logIndex,
    blockHash: `0x${'ab'.repeat(32)}`,
    transactionHash: `0x${blockNumber.toString(16).padStart(64, '0')}`,
    transactionIndex: 0,
    removed: false,
  }
}

const liquidityData = (liquidity: bigint, amount0: bigint, amount1: bigint) =>
  encodeAbiParameters(parseAbiParameters('uint128, uint256, uint256'), [
    liquidity,
    amount0,
    amount1,
  ])

const increaseLog = (tokenId: bigint, block: bigint, index: number) =>
  log(
    encodeEventTopics({
      abi: POSITION_MANAGER_EVENTS_ABI,
      eventName: 'IncreaseLiquidity',
      args: { tokenId },
    }),
    liquidityData(1000n, 11n, 12n),
    block,
    index,
  )
const decreaseLog = (block: bigint, index: number) =>
  log(
    encodeEventTopics({
      abi: POSITION_MANAGER_EVENTS_ABI,
      eventName: 'DecreaseLiquidity',
      args: { tokenId: 7n },
    }),
    liquidityData(400n, 5n, 6n),
    block,
    index,
  )
const collectLog = (block: bigint, index: number) =>
  log(
    encodeEventTopics({
      abi: POSITION_MANAGER_EVENTS_ABI,
      eventName: 'Collect',
      args: { tokenId: 7n },
    }),
    encodeAbiParameters(parseAbiParameters('address, uint256, uint256'), [RECIPIENT, 8n, 9n]),
    block,
    index,
  )
// The mint's ERC-721 Transfer comes from the same address; tokenId is its third topic.
const transferLog = log(
  encodeEventTopics({
    abi: parseAbi([
      'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
    ]),
    eventName: 'Transfer',
    args: { from: '0x0000000000000000000000000000000000000000', to: RECIPIENT, tokenId: 7n },
  }),
  '0x',
  100n,
  0,
)

describe('decodePositionLogs (issue 13, position analytics)', () => {
  it('decodes the three events of the tokenId in block and log-index order', () => {
    const events = decodePositionLogs({
      tokenId: 7n,
      // out of order, as a merge of several getLogs pages could be
      logs: [collectLog(102n, 3), decreaseLog(102n, 1), transferLog, increaseLog(7n, 100n, 1)],
      blockTimestamps: new Map([[100n, 1_700_000_000n]]),
    })
    expect(events).toEqual([
      {
        kind: 'IncreaseLiquidity',
        tokenId: 7n,
        liquidity: 1000n,
        amount0: 11n,
        amount1: 12n,
        blockNumber: 100n,
        logIndex: 1,
        transactionHash: `0x${100n.toString(16).padStart(64, '0')}`,
        blockTimestamp: 1_700_000_000n,
      },
      expect.objectContaining({
        kind: 'DecreaseLiquidity',
        liquidity: 400n,
        amount0: 5n,
        amount1: 6n,
        logIndex: 1,
      }),
      expect.objectContaining({
        kind: 'Collect',
        recipient: RECIPIENT,
        amount0: 8n,
        amount1: 9n,
        logIndex: 3,
      }),
    ])
    expect(events[1]?.blockTimestamp).toBeUndefined()
  })

  it("takes the log's own blockTimestamp when the RPC returns it", () => {
    const [event] = decodePositionLogs({
      tokenId: 7n,
      logs: [{ ...increaseLog(7n, 100n, 0), blockTimestamp: 1_700_000_012n }],
      blockTimestamps: new Map([[100n, 1n]]),
    })
    expect(event?.blockTimestamp).toBe(1_700_000_012n)
  })

  it('skips other tokenIds, logs removed by a reorg and pending logs', () => {
    const pending = {
      ...increaseLog(7n, 0n, 0),
      blockNumber: null,
      logIndex: null,
    } as unknown as Log
    const events = decodePositionLogs({
      tokenId: 7n,
      logs: [increaseLog(8n, 100n, 0), { ...increaseLog(7n, 100n, 1), removed: true }, pending],
    })
    expect(events).toEqual([])
  })

  it('one eth_getLogs filter matches the three events of the tokenId and nothing else', () => {
    const [selectors, tokenIdTopic] = positionEventsTopics(7n)
    const matches = ({ topics: [selector, first] }: Log) =>
      selector !== undefined && selectors.includes(selector) && first === tokenIdTopic
    expect([increaseLog(7n, 1n, 0), decreaseLog(1n, 1), collectLog(1n, 2)].every(matches)).toBe(
      true,
    )
    expect(matches(increaseLog(8n, 1n, 0))).toBe(false)
    expect(matches(transferLog)).toBe(false)
  })
})
