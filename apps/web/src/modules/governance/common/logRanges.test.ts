import { describe, expect, it } from 'vitest'
import type { BlockRange } from '../../../chain/logs'
import { creationWindows, findProposalCreations, type ProposalCreation } from './logRanges'

const r = (fromBlock: number, toBlock: number): BlockRange => ({
  fromBlock: BigInt(fromBlock),
  toBlock: BigInt(toBlock),
})

describe('creationWindows', () => {
  it('walks back from startBlock in disjoint windows no longer than the size, cut at the floor', () => {
    const windows = creationWindows({ startBlock: 250n, votingDelay: 0n, size: 100n })
    expect(windows).toEqual([r(151, 250), r(51, 150), r(0, 50)])
  })

  it('asks first the window that holds startBlock - votingDelay', () => {
    const windows = creationWindows({ startBlock: 250n, votingDelay: 130n, size: 100n })
    expect(windows[0]).toEqual(r(51, 150))
    expect(windows).toHaveLength(3)
  })

  it('never asks below the floor, and never one query from the floor to the head', () => {
    const windows = creationWindows({
      startBlock: 1_000_000n,
      votingDelay: 13_140n,
      floor: 900_000n,
    })
    for (const w of windows) {
      expect(w.toBlock - w.fromBlock).toBeLessThan(10_000n)
      expect(w.fromBlock).toBeGreaterThanOrEqual(900_000n)
    }
    expect(windows[0]?.fromBlock).toBeLessThanOrEqual(1_000_000n - 13_140n)
  })
})

const creation = (id: number, block: number): ProposalCreation & { block: bigint } => ({
  id: BigInt(id),
  proposer: '0x1',
  startBlock: BigInt(block + 10),
  description: `# P${id}`,
  block: BigInt(block),
})

describe('findProposalCreations', () => {
  const chain = [creation(1, 120), creation(2, 480), creation(3, 495)]
  const fakeLogs = () => {
    const asked: BlockRange[] = []
    const getLogs = async (range: BlockRange) => {
      asked.push(range)
      return chain.filter((c) => c.block >= range.fromBlock && c.block <= range.toBlock)
    }
    return { asked, getLogs }
  }

  it('stops as soon as every proposal is found, one window finding several', async () => {
    const { asked, getLogs } = fakeLogs()
    const found = await findProposalCreations({
      wanted: chain.map((c) => ({ id: c.id, startBlock: c.startBlock })),
      votingDelay: 10n,
      getLogs,
      size: 100n,
    })
    expect([...found.keys()].sort()).toEqual([1n, 2n, 3n])
    expect(found.get(2n)?.description).toBe('# P2')
    expect(asked).toEqual([r(406, 505), r(31, 130)])
  })

  it('walks back when the delay changed since the proposal was made', async () => {
    const { asked, getLogs } = fakeLogs()
    const found = await findProposalCreations({
      wanted: [{ id: 1n, startBlock: 130n }],
      votingDelay: 0n,
      getLogs,
      size: 5n,
      maxQueries: 10,
    })
    expect(found.get(1n)?.description).toBe('# P1')
    expect(asked.length).toBe(3)
  })

  it('gives up after maxQueries, leaving the rest unfound', async () => {
    const { asked, getLogs } = fakeLogs()
    const found = await findProposalCreations({
      wanted: [{ id: 9n, startBlock: 1000n }],
      votingDelay: 0n,
      getLogs,
      size: 10n,
      maxQueries: 4,
    })
    expect(found.size).toBe(0)
    expect(asked).toHaveLength(4)
  })
})
