// How the app reaches each chain's node (spec 01 §7.9): viem's HTTP transport with JSON-RPC
// batching flushed after 50 ms, falling back across a chain's URLs in order. No hand-made
// transport where viem's does the job (ARCHITECTURE "Data flow").
import { custom, type EIP1193RequestFn, fallback, http, type Transport } from 'viem'
import type { ChainInfo } from './chains'

/** spec 01 §9 Timing: "RPC batch wait 50 ms". */
export const RPC_BATCH_WAIT_MS = 50

/** The connected wallet's request function when it is on `chainId`, else undefined. */
export type WalletRequestFor = (chainId: number) => Promise<EIP1193RequestFn | undefined>

export class MissingRpcUrlError extends Error {
  override name = 'MissingRpcUrlError'
  constructor(chain: ChainInfo) {
    super(
      `No RPC URL is configured for ${chain.label}: set VITE_RPC_URL_${chain.id}, or connect a wallet on that network.`,
    )
  }
}

export function chainTransport(chain: ChainInfo, walletRequestFor: WalletRequestFor): Transport {
  const [first, ...rest] = chain.rpcUrls
  if (first === undefined) return walletTransport(chain, walletRequestFor)
  const toHttp = (url: string) => http(url, { batch: { wait: RPC_BATCH_WAIT_MS } })
  return rest.length === 0 ? toHttp(first) : fallback([toHttp(first), ...rest.map(toHttp)])
}

/**
 * A chain of the table without any RPC URL (e.g. Ethereum before `VITE_RPC_URL_1` is set) is
 * read through the connected wallet when the wallet is on it, as the 2021 interface read
 * through the wallet's library; otherwise reads fail with a message saying what to configure.
 */
function walletTransport(chain: ChainInfo, walletRequestFor: WalletRequestFor): Transport {
  return custom(
    {
      async request(args) {
        const request = await walletRequestFor(chain.id)
        if (!request) throw new MissingRpcUrlError(chain)
        return request(args)
      },
    },
    { retryCount: 0 },
  )
}
