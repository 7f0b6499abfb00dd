// The service's chain reads: the shared viem reader (@tidepool/routing/viem) the pool-state
// cache is given, over the client the server passes or one on the chain's RPC URL. The cache and
// the handler are tested with a fake chain.
import type { ChainReader, MeasureTransfer } from '@tidepool/routing'
import {
  createTransferFeeMeasure,
  createChainReader as createViemChainReader,
} from '@tidepool/routing/viem'
import { createPublicClient, http, type PublicClient } from 'viem'
import type { QuoteChain } from './chains.ts'

/** The chain's reader over `client`, or over a public client on the chain's RPC URL. */
export function createChainReader(chain: QuoteChain, client?: PublicClient): ChainReader {
  return createViemChainReader(
    client ?? createPublicClient({ transport: http(chain.rpcUrl) }),
    chain.contracts.multicall3,
  )
}

/** Issue 17: the transfer-fee detector over the chain's RPC URL (or `client`). */
export function createFeeMeasure(chain: QuoteChain, client?: PublicClient): MeasureTransfer {
  return createTransferFeeMeasure(client ?? createPublicClient({ transport: http(chain.rpcUrl) }))
}
