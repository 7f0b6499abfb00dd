// The ChainReader the pool-state cache needs, over any viem client: wagmi's per-chain client in
// the app's in-browser router, a public client in the quote service, a custom transport in
// tests. Every batch of pool reads is one Multicall3 `aggregate3` eth_call pinned to a block, so
// state read in one call is consistent; a read at a head names the block by its hash (EIP-1898),
// so every read of one snapshot sees the same state even across a same-height reorg. A separate
// entry (@tidepool/routing/viem): the engine
// itself stays free of I/O and of viem.

import { type Address, BlockNotFoundError, type Client, type Hex } from 'viem'
import { call, getBlock, getGasPrice, getLogs } from 'viem/actions'
import { decodeAggregate3, encodeAggregate3 } from '../loader/aggregate3.ts'
import type { ChainReader } from '../state/reader.ts'
import { readL1FeePerDataGas, readNodeInterfaceFeePerDataGas } from './l1FeeProbe.ts'

export interface ChainReaderOptions {
  /**
   * Issue 33: the chain's GasPriceOracle predeploy, on OP-stack chains: the reader then prices
   * the L1 data fee per unit of data gas (l1FeeProbe.ts) with the gas price.
   */
  gasPriceOracle?: Address
  /** Issue 33: Arbitrum's NodeInterface, on Arbitrum chains: the same price from its answer. */
  nodeInterface?: Address
}

export function createChainReader(
  client: Client,
  multicall3: Address,
  { gasPriceOracle, nodeInterface }: ChainReaderOptions = {},
): ChainReader {
  const reader: ChainReader = {
    async latestHead() {
      const block = await getBlock(client, { blockTag: 'latest' })
      if (block.hash === null) throw new Error('latest block has no hash')
      return { number: block.number, hash: block.hash }
    },
    async blockHash(number) {
      // No block at that height is an answer (the chain was reverted below it); any other
      // failure is not, and must not pass for a reorg.
      try {
        return (await getBlock(client, { blockNumber: number })).hash ?? undefined
      } catch (e) {
        if (e instanceof BlockNotFoundError) return undefined
        throw e
      }
    },
    gasPrice: () => getGasPrice(client),
    async multicall(calls, at) {
      if (calls.length === 0) return []
      // Coded by hand (loader/aggregate3.ts): viem's ABI coder cost more than the node's work.
      const data = encodeAggregate3(calls)
      const returned =
        typeof at === 'object'
          ? // viem's `call` takes a number or a tag only: the EIP-1898 form goes out as is.
            ((await client.request({
              method: 'eth_call',
              params: [{ to: multicall3, data }, { blockHash: at.hash }],
            } as never)) as Hex | undefined)
          : (await call(client, { to: multicall3, data, blockNumber: at })).data
      if (returned === undefined || returned === '0x')
        throw new Error('aggregate3 returned no data')
      return decodeAggregate3(returned)
    },
    async touched(addresses, fromBlock, toBlock) {
      if (addresses.length === 0 || fromBlock > toBlock) return new Set()
      const logs = await getLogs(client, { address: [...addresses], fromBlock, toBlock })
      return new Set(logs.map((l) => l.address.toLowerCase()))
    },
    async logs({ address, topics, fromBlock, toBlock }) {
      // The raw request: viem's getLogs wants an event ABI to filter by topics.
      const found = (await client.request({
        method: 'eth_getLogs',
        params: [
          {
            address,
            topics,
            fromBlock: `0x${fromBlock.toString(16)}`,
            toBlock: `0x${toBlock.toString(16)}`,
          },
        ],
      } as never)) as { topics: Hex[]; data: Hex }[]
      return found.map((l) => ({ topics: l.topics, data: l.data }))
    },
  }
  if (gasPriceOracle !== undefined)
    reader.l1FeePerDataGas = () => readL1FeePerDataGas(reader.multicall, gasPriceOracle)
  else if (nodeInterface !== undefined)
    reader.l1FeePerDataGas = () => readNodeInterfaceFeePerDataGas(client, nodeInterface)
  return reader
}
