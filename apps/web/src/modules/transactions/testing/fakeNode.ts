// A scripted JSON-RPC node for the actions' tests: only the methods the checks use.
import { type Client, createClient, custom, type Hash, numberToHex } from 'viem'
import { ALICE, BOB, hashOf } from './fixtures'

export interface FakeNode {
  latest: number
  /** Receipts by hash: status 1 or 0, mined at `blockNumber`. */
  receipts: Map<Hash, { status: 0 | 1; blockNumber: number }>
  /** The sender's mined transaction count at a block. */
  countAt: (block: number) => number
  /** Transactions in a block (from, nonce, hash). */
  blockTxs: Map<number, { from: string; nonce: number; hash: Hash }[]>
  /** What eth_call does: undefined succeeds, else the JSON-RPC error returned. */
  callError?: { code: number; message: string; data?: string }
  /** What eth_estimateGas does: a gas amount, or the JSON-RPC error returned. */
  estimate: bigint | { code: number; message: string; data?: string }
  /** What eth_sendTransaction does (the wallet): undefined sends, else the error thrown. */
  sendError?: unknown
  calls: { method: string; params: unknown[] }[]
  /** Receipts requested before one appears (a receipt that arrives late). */
  receiptDelay: number
  /**
   * eth_simulateV1's answer (issue 35): its blocks, as the node returns them; undefined: the
   * node lacks the method (most public nodes of 2024).
   */
  simulate?: unknown
}

export function fakeNode(init: Partial<FakeNode> = {}): {
  node: FakeNode
  client: Client
  request: (args: { method: string; params?: unknown }) => Promise<unknown>
} {
  const node: FakeNode = {
    latest: 100,
    receipts: new Map(),
    countAt: () => 0,
    blockTxs: new Map(),
    calls: [],
    receiptDelay: 0,
    estimate: 100_000n,
    ...init,
  }
  const request = async ({ method, params }: { method: string; params?: unknown }) => {
    const args = (params ?? []) as unknown[]
    node.calls.push({ method, params: args })
    const blockArg = (tag: unknown) =>
      tag === 'latest' || tag === undefined ? node.latest : Number(tag as string)
    switch (method) {
      case 'eth_chainId':
        return '0x1'
      case 'eth_blockNumber':
        return numberToHex(node.latest)
      case 'eth_getTransactionReceipt': {
        const hash = args[0] as Hash
        const r = node.receipts.get(hash)
        if (!r) return null
        if (node.receiptDelay > 0) {
          node.receiptDelay--
          return null
        }
        return {
          blockHash: hashOf(1_000 + r.blockNumber),
          blockNumber: numberToHex(r.blockNumber),
          contractAddress: null,
          cumulativeGasUsed: '0x5208',
          effectiveGasPrice: '0x1',
          from: ALICE.toLowerCase(),
          gasUsed: '0x5208',
          logs: [],
          logsBloom: `0x${'0'.repeat(512)}`,
          status: r.status === 1 ? '0x1' : '0x0',
          to: BOB.toLowerCase(),
          transactionHash: hash,
          transactionIndex: '0x0',
          type: '0x2',
        }
      }
      case 'eth_getTransactionCount':
        return numberToHex(node.countAt(blockArg(args[1])))
      case 'eth_getBlockByNumber': {
        const n = blockArg(args[0])
        return {
          number: numberToHex(n),
          hash: hashOf(1_000 + n),
          timestamp: numberToHex(1_700_000_000 + n),
          transactions: (node.blockTxs.get(n) ?? []).map((t) => ({
            hash: t.hash,
            from: t.from,
            nonce: numberToHex(t.nonce),
            to: BOB.toLowerCase(),
            value: '0x0',
            input: '0x',
            gas: '0x5208',
            blockNumber: numberToHex(n),
            blockHash: hashOf(1_000 + n),
            transactionIndex: '0x0',
            type: '0x0',
            gasPrice: '0x1',
            v: '0x1b',
            r: '0x1',
            s: '0x1',
          })),
        }
      }
      case 'eth_getTransactionByHash':
        return {
          hash: args[0],
          from: ALICE.toLowerCase(),
          to: BOB.toLowerCase(),
          nonce: '0x7',
          value: '0xde0b6b3a7640000',
          input: '0x5ae401dc',
          gas: '0x30d40',
          blockNumber: numberToHex(node.latest),
          blockHash: hashOf(1_000 + node.latest),
          transactionIndex: '0x0',
          type: '0x0',
          gasPrice: '0x1',
          v: '0x1b',
          r: '0x1',
          s: '0x1',
        }
      case 'eth_call':
        if (node.callError) throw Object.assign(new Error(node.callError.message), node.callError)
        return '0x'
      case 'eth_estimateGas':
        if (typeof node.estimate === 'bigint') return numberToHex(node.estimate)
        throw Object.assign(new Error(node.estimate.message), node.estimate)
      case 'eth_simulateV1':
        if (node.simulate === undefined)
          throw Object.assign(new Error('the method eth_simulateV1 does not exist'), {
            code: -32601,
          })
        return node.simulate
      case 'eth_sendTransaction':
      case 'wallet_sendTransaction':
        if (node.sendError !== undefined) throw node.sendError
        return hashOf(0xabc)
      default:
        throw new Error(`fake node: ${method} is not scripted`)
    }
  }
  return {
    node,
    request,
    client: createClient({ transport: custom({ request }, { retryCount: 0 }) }),
  }
}
