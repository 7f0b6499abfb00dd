import { encodeErrorResult, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { fakeNode } from '../testing/fakeNode'
import { ALICE, APPROVAL_INFO, BOB, hashOf, SWAP_INFO } from '../testing/fixtures'
import type { TransactionDetails } from '../types'
import { checkTransaction } from './checkTransaction'
import {
  CheckCancelledError,
  fetchReceipt,
  L1_RECEIPT_RETRY,
  ROLLUP_RECEIPT_RETRY,
  receiptRetryPolicy,
} from './fetchReceipt'
import { createMinedNonceReader, findReplacement } from './findReplacement'

const HASH = hashOf(1)
const OTHER = hashOf(2)
const tx = (over: Partial<TransactionDetails> = {}) => ({
  hash: HASH,
  from: ALICE,
  nonce: 7,
  info: SWAP_INFO,
  lastCheckedBlockNumber: 90,
  ...over,
})
const describeSwapError = (e: unknown) => `mapped: ${(e as Error).message.split('\n')[0]}`
const fast = { tries: 3, minWaitMs: 0, maxWaitMs: 0 }

describe('receipt polling (spec 01 §4)', () => {
  it('gives rollups 10 tries with 250–1000 ms waits and other chains 1 try', () => {
    expect(receiptRetryPolicy('L2')).toEqual({ tries: 10, minWaitMs: 250, maxWaitMs: 1_000 })
    expect(receiptRetryPolicy('L1')).toEqual({ tries: 1, minWaitMs: 0, maxWaitMs: 0 })
    expect(ROLLUP_RECEIPT_RETRY.tries).toBe(10)
    expect(L1_RECEIPT_RETRY.tries).toBe(1)
  })

  it('retries until the receipt appears', async () => {
    const { node, client } = fakeNode({ receiptDelay: 2 })
    node.receipts.set(HASH, { status: 1, blockNumber: 99 })
    const receipt = await fetchReceipt({ client, hash: HASH, policy: fast })
    expect(receipt?.status).toBe('success')
    expect(node.calls.filter((c) => c.method === 'eth_getTransactionReceipt')).toHaveLength(3)
  })

  it('gives up after the last try', async () => {
    const { node, client } = fakeNode()
    expect(await fetchReceipt({ client, hash: HASH, policy: fast })).toBeNull()
    expect(node.calls).toHaveLength(3)
  })

  it('waits a random time between the bounds', async () => {
    const { client } = fakeNode()
    const started = Date.now()
    await fetchReceipt({
      client,
      hash: HASH,
      policy: { tries: 2, minWaitMs: 40, maxWaitMs: 140 },
      random: () => 0.5,
    })
    expect(Date.now() - started).toBeGreaterThanOrEqual(85)
  })

  it('is cancelled when its context ends', async () => {
    const { client } = fakeNode()
    const controller = new AbortController()
    const pending = fetchReceipt({
      client,
      hash: HASH,
      policy: { tries: 10, minWaitMs: 1_000, maxWaitMs: 1_000 },
      signal: controller.signal,
    })
    setTimeout(() => controller.abort(), 10)
    await expect(pending).rejects.toBeInstanceOf(CheckCancelledError)
  })
})

describe('checkTransaction', () => {
  it('stays pending while there is no receipt and the nonce is unused', async () => {
    const { client } = fakeNode({ countAt: () => 7 })
    expect(await checkTransaction({ client, tx: tx(), policy: fast, describeSwapError })).toEqual({
      kind: 'pending',
    })
  })

  it('never marks a transaction with an unknown nonce replaced', async () => {
    const { node, client } = fakeNode({ countAt: () => 50 })
    const outcome = await checkTransaction({
      client,
      tx: tx({ nonce: -1 }),
      policy: fast,
      describeSwapError,
    })
    expect(outcome).toEqual({ kind: 'pending' })
    expect(node.calls.some((c) => c.method === 'eth_getTransactionCount')).toBe(false)
  })

  it('finalizes with the receipt fields of spec 01 §3', async () => {
    const { node, client } = fakeNode()
    node.receipts.set(HASH, { status: 1, blockNumber: 99 })
    expect(await checkTransaction({ client, tx: tx(), policy: fast, describeSwapError })).toEqual({
      kind: 'mined',
      receipt: {
        blockHash: hashOf(1_099),
        blockNumber: 99,
        contractAddress: null,
        from: ALICE.toLowerCase(),
        status: 1,
        to: expect.any(String),
        transactionHash: HASH,
        transactionIndex: 0,
      },
    })
  })

  it('replays a failed swap to explain it with the mapped revert reason', async () => {
    const data = encodeErrorResult({
      abi: parseAbi(['error Error(string)']),
      errorName: 'Error',
      args: ['Too little received'],
    })
    const { node, client } = fakeNode({
      callError: { code: 3, message: 'execution reverted: Too little received', data },
    })
    node.receipts.set(HASH, { status: 0, blockNumber: 99 })
    const outcome = await checkTransaction({ client, tx: tx(), policy: fast, describeSwapError })
    expect(outcome).toMatchObject({ kind: 'mined', receipt: { status: 0 } })
    expect(outcome.kind === 'mined' && outcome.failureReason).toMatch(/^mapped: /)
    const call = node.calls.find((c) => c.method === 'eth_call')
    expect(call?.params[0]).toMatchObject({ from: ALICE.toLowerCase(), data: '0x5ae401dc' })
    expect(call?.params[1]).toBe('0x63') // the receipt's block
  })

  it('gives no reason when the replay no longer reverts', async () => {
    const { node, client } = fakeNode()
    node.receipts.set(HASH, { status: 0, blockNumber: 99 })
    const outcome = await checkTransaction({ client, tx: tx(), policy: fast, describeSwapError })
    expect(outcome).toEqual({ kind: 'mined', receipt: expect.objectContaining({ status: 0 }) })
  })

  it('does not replay failed transactions other than swaps', async () => {
    const { node, client } = fakeNode()
    node.receipts.set(HASH, { status: 0, blockNumber: 99 })
    await checkTransaction({
      client,
      tx: tx({ info: APPROVAL_INFO }),
      policy: fast,
      describeSwapError,
    })
    expect(node.calls.some((c) => c.method === 'eth_call')).toBe(false)
  })

  it('marks it replaced with the hash that used its nonce', async () => {
    // Nonce 7 mined at block 95 by another transaction.
    const { node, client } = fakeNode({ countAt: (b) => (b >= 95 ? 8 : 7) })
    node.blockTxs.set(95, [
      { from: '0x0000000000000000000000000000000000000001', nonce: 7, hash: hashOf(5) },
      { from: ALICE.toLowerCase(), nonce: 7, hash: OTHER },
    ])
    expect(await checkTransaction({ client, tx: tx(), policy: fast, describeSwapError })).toEqual({
      kind: 'replaced',
      by: OTHER,
    })
  })

  it('still marks it replaced when the replacement cannot be found', async () => {
    const { client } = fakeNode({
      countAt: (b) => {
        if (b < 100) throw new Error('missing trie node') // pruned state
        return 8
      },
    })
    expect(await checkTransaction({ client, tx: tx(), policy: fast, describeSwapError })).toEqual({
      kind: 'replaced',
      by: null,
    })
  })

  it('takes its own receipt when it was mined between the two reads', async () => {
    const { node, client } = fakeNode({ countAt: () => 8, receiptDelay: 3 })
    node.receipts.set(HASH, { status: 1, blockNumber: 99 })
    const outcome = await checkTransaction({ client, tx: tx(), policy: fast, describeSwapError })
    expect(outcome).toMatchObject({ kind: 'mined', receipt: { status: 1 } })
  })
})

describe('findReplacement', () => {
  it('binary-searches the block that mined the nonce in about log2(range) reads', async () => {
    const { node, client } = fakeNode({ latest: 5_000, countAt: (b) => (b >= 4_321 ? 8 : 7) })
    node.blockTxs.set(4_321, [{ from: ALICE.toLowerCase(), nonce: 7, hash: OTHER }])
    const by = await findReplacement({
      client,
      from: ALICE,
      nonce: 7,
      fromBlock: 3_000n,
      toBlock: 5_000n,
    })
    expect(by).toBe(OTHER)
    expect(node.calls.filter((c) => c.method === 'eth_getTransactionCount').length).toBeLessThan(14)
  })

  it('searches the last 1024 blocks when the transaction was never checked', async () => {
    const { node, client } = fakeNode({ latest: 5_000, countAt: (b) => (b >= 4_999 ? 8 : 7) })
    node.blockTxs.set(4_999, [{ from: ALICE.toLowerCase(), nonce: 7, hash: OTHER }])
    expect(
      await findReplacement({
        client,
        from: ALICE,
        nonce: 7,
        fromBlock: undefined,
        toBlock: 5_000n,
      }),
    ).toBe(OTHER)
    expect(node.calls[0]?.params[1]).toBe('0xf88') // 5000 - 1024
  })

  it('gives null when the nonce was already used at the lower bound', async () => {
    const { client } = fakeNode({ countAt: () => 8 })
    expect(
      await findReplacement({ client, from: ALICE, nonce: 7, fromBlock: 90n, toBlock: 100n }),
    ).toBeNull()
  })
})

describe('mined nonce reads', () => {
  const latestCountReads = (calls: { method: string; params: unknown[] }[]) =>
    calls.filter((c) => c.method === 'eth_getTransactionCount' && c.params[1] === 'latest')

  it("reads each sender's count once, however many of its transactions are checked", async () => {
    const { node, client } = fakeNode({ countAt: () => 7 })
    const minedNonce = createMinedNonceReader(client)
    const check = (hash: `0x${string}`, from = ALICE) =>
      checkTransaction({
        client,
        tx: tx({ hash, from }),
        policy: fast,
        describeSwapError,
        minedNonce,
      })
    const outcomes = await Promise.all([
      check(hashOf(11)),
      check(hashOf(12)),
      check(hashOf(13), BOB),
    ])
    expect(outcomes).toEqual([{ kind: 'pending' }, { kind: 'pending' }, { kind: 'pending' }])
    const reads = latestCountReads(node.calls)
    expect(reads.map((c) => String(c.params[0]).toLowerCase()).sort()).toEqual(
      [ALICE.toLowerCase(), BOB.toLowerCase()].sort(),
    )
  })

  it('treats one address in any letter case as one sender', async () => {
    const { node, client } = fakeNode({ countAt: () => 3 })
    const minedNonce = createMinedNonceReader(client)
    expect(await minedNonce(ALICE)).toBe(3)
    expect(await minedNonce(ALICE.toLowerCase() as typeof ALICE)).toBe(3)
    expect(latestCountReads(node.calls)).toHaveLength(1)
  })
})
