// The service's chain reads: the shared viem reader (@tidepool/routing/viem) the pool-state
// cache is given, over the client the server passes or one on the chain's RPC URLs (rpc.ts:
// fallback, timeouts, retries). The cache and the handler are tested with a fake chain.
import type { ChainReader, MeasureTransfer } from '@tidepool/routing'
import {
  createTransferFeeMeasure,
  createChainReader as createViemChainReader,
} from '@tidepool/routing/viem'
import { createPublicClient, type PublicClient } from 'viem'
import type { QuoteChain } from './chains.ts'
import { createRpcTransport, type RpcOptions } from './rpc.ts'

/** The chain's reader over `client`, or over a public client on the chain's RPC URLs. */
export function createChainReader(
  chain: QuoteChain,
  client?: PublicClient,
  rpc?: RpcOptions,
): ChainReader {
  return createViemChainReader(
    client ?? createPublicClient({ transport: createRpcTransport(chain.rpcUrls, rpc) }),
    chain.contracts.multicall3,
    { gasPriceOracle: chain.gasPriceOracle, nodeInterface: chain.nodeInterface },
  )
}

/** Issue 17: the transfer-fee detector over the chain's RPC URLs (or `client`). */
export function createFeeMeasure(
  chain: QuoteChain,
  client?: PublicClient,
  rpc?: RpcOptions,
): MeasureTransfer {
  return createTransferFeeMeasure(
    client ?? createPublicClient({ transport: createRpcTransport(chain.rpcUrls, rpc) }),
  )
}
