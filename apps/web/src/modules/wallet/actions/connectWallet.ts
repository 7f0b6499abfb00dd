import { ChainNotConfiguredError, type Config, type Connector } from 'wagmi'
import { connect, disconnect, getConnection } from 'wagmi/actions'
import { providerErrorCode, UNRECOGNIZED_CHAIN_CODE } from '../../../chain/errors'

export interface ConnectWalletParameters {
  connector: Connector
  /** Ask the wallet to start on this chain (used for the Local test wallet). */
  chainId?: number | undefined
}

/**
 * Connects one wallet and drops any other connection (one wallet at a time, as the 2021
 * interface had it). spec 01 §2: an unsupported-chain error retries activation — the wallet is
 * connected on its own chain and the app then says 'Wrong Network'.
 */
export async function connectWallet(
  config: Config,
  { connector, chainId }: ConnectWalletParameters,
): Promise<void> {
  const current = getConnection(config)
  if (current.status === 'connected' && current.connector?.uid === connector.uid) return
  try {
    await connect(config, { connector, chainId })
  } catch (error) {
    if (chainId === undefined || !isUnsupportedChainError(error)) throw error
    await connect(config, { connector })
  }
  for (const { connector: other } of [...config.state.connections.values()])
    if (other.uid !== connector.uid) await disconnect(config, { connector: other })
}

export function isUnsupportedChainError(error: unknown): boolean {
  return (
    error instanceof ChainNotConfiguredError ||
    providerErrorCode(error) === UNRECOGNIZED_CHAIN_CODE ||
    (error instanceof Error && error.name === 'SwitchChainError')
  )
}
