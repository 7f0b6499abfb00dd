// The service's chain reads over a viem public client: the ChainReader the shared pool-state
// cache (@tidepool/routing) is given, so the cache and the handler can be tested with a fake
// chain. Every batch of calls is one Multicall3 `aggregate3` eth_call pinned to a block: state
// read in one call is consistent.
import type { ChainReader } from '@tidepool/routing'
import {
  BlockNotFoundError,
  createPublicClient,
  decodeFunctionResult,
  encodeFunctionData,
  http,
  type PublicClient,
  parseAbi,
} from 'viem'
import type { QuoteChain } from './chains.ts'

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
      // No block at that height is an answer (the chain was reverted below it); any other
      // failure is not, and must not pass for a reorg.
      try {
        return (await rpc.getBlock({ blockNumber: number })).hash ?? undefined
      } catch (e) {
        if (e instanceof BlockNotFoundError) return undefined
        throw e
      }
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
      return new Set(logs.map((l) => l.address.toLowerCase()))
    },
  }
}
