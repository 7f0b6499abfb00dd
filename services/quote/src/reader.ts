// Chain reads the service needs, behind one small interface so the cache and the handler can be
// tested with a fake chain. The viem implementation sends every batch of calls as one
// Multicall3 `aggregate3` eth_call pinned to a block: state read in one call is consistent.
import type { Call, Multicall } from '@tidepool/routing'
import {
  createPublicClient,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
} from 'viem'
import type { QuoteChain } from './chains.ts'
import type { Address } from './params.ts'

export interface BlockHead {
  number: bigint
  hash: Hex
}

export interface ChainReader {
  latestHead(): Promise<BlockHead>
  /** Hash of the canonical block at `number` (to tell a chain that grew from one that forked). */
  blockHash(number: bigint): Promise<Hex | undefined>
  gasPrice(): Promise<bigint>
  /** Raw return data per call (undefined where it reverted), all at `blockNumber`. */
  multicall(calls: readonly Call[], blockNumber?: bigint): Promise<(Hex | undefined)[]>
  /** Addresses among `addresses` that emitted any log in [fromBlock, toBlock]. */
  touched(addresses: readonly Address[], fromBlock: bigint, toBlock: bigint): Promise<Set<Address>>
}

const multicall3Abi = parseAbi([
  'struct Call3 { address target; bool allowFailure; bytes callData; }',
  'struct Result { bool success; bytes returnData; }',
  'function aggregate3(Call3[] calls) payable returns (Result[] returnData)',
])

export function createChainReader(chain: QuoteChain, client?: PublicClient): ChainReader {
  const rpc = client ?? createPublicClient({ transport: http(chain.rpcUrl) })
  return {
    async latestHead() {
      const block = await rpc.getBlock({ blockTag: 'latest' })
      if (block.hash === null) throw new Error('latest block has no hash')
      return { number: block.number, hash: block.hash }
    },
    async blockHash(number) {
      const block = await rpc.getBlock({ blockNumber: number }).catch(() => undefined)
      return block?.hash ?? undefined
    },
    gasPrice: () => rpc.getGasPrice(),
    async multicall(calls, blockNumber) {
      if (calls.length === 0) return []
      const data = encodeFunctionData({
        abi: multicall3Abi,
        functionName: 'aggregate3',
        args: [calls.map((c) => ({ target: c.to, allowFailure: true, callData: c.data }))],
      })
      const result = await rpc.call({ to: chain.contracts.multicall3, data, blockNumber })
      if (result.data === undefined) throw new Error('aggregate3 returned no data')
      const decoded = decodeFunctionResult({
        abi: multicall3Abi,
        functionName: 'aggregate3',
        data: result.data,
      })
      return decoded.map((r) => (r.success ? r.returnData : undefined))
    },
    async touched(addresses, fromBlock, toBlock) {
      if (addresses.length === 0 || fromBlock > toBlock) return new Set()
      const logs = await rpc.getLogs({ address: [...addresses], fromBlock, toBlock })
      return new Set(logs.map((l) => l.address.toLowerCase() as Address))
    },
  }
}

/** The routing loader's injected multicall, pinned to one block. */
export function multicallAt(reader: ChainReader, blockNumber: bigint): Multicall {
  return (calls) => reader.multicall(calls, blockNumber)
}
