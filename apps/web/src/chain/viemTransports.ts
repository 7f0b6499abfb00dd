// viem's own transports behind `chainTransport` (transports.ts): HTTP with JSON-RPC batching and
// fallback across a chain's URLs, or the connected wallet for a chain without one.
import { custom, fallback, http, type Transport } from 'viem'
import { AppError } from '../lib/errors'
import type { ChainInfo } from './chains'
import { RPC_BATCH_WAIT_MS, type WalletRequestFor } from './transports'

export function loadedChainTransport(
  chain: ChainInfo,
  walletRequestFor: WalletRequestFor,
): Transport {
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

/**
 * A configuration error for the deployer (the message names the variable to set). Beside its one
 * thrower, so it loads with the first request rather than with the page.
 */
export class MissingRpcUrlError extends AppError<'missingRpcUrl'> {
  override name = 'MissingRpcUrlError'
  constructor(chain: ChainInfo) {
    super({
      code: 'missingRpcUrl',
      message: `No RPC URL is configured for ${chain.label}: set VITE_RPC_URL_${chain.id}, or connect a wallet on that network.`,
    })
  }
}
