// The wallet as the rest of the app reads it (issue 29): account, status, connector and chain, as
// plain state, so that screens render before wagmi has loaded. Only modules/wallet writes it:
// wagmi loads after the first paint (wallet/session.ts) and mirrors its state in. Until then
// nobody is connected and the read chain is the one the user picked last (wagmi's stored choice).
//
// wagmi's `chainId` is exactly the read chain: it follows the connected wallet onto configured
// chains (`syncConnectedChain`) and the selector sets it while no wallet is connected.
import type { Address } from 'viem'
import { create } from 'zustand'

/** wagmi's localStorage keys start with this (connection, recent connector, read chain). */
export const WAGMI_STORAGE_KEY = 'tidepool.wagmi'

/** What the app uses of a wallet connector (wagmi's Connector has it all). */
export interface WalletConnector {
  readonly id: string
  readonly uid: string
  readonly name: string
  readonly type: string
  getProvider(): Promise<unknown>
  onChainChanged(chainId: string): void
}

/** The connected wallet's EIP-1193 request function. */
export type ProviderRequest = (args: { method: string; params?: unknown }) => Promise<unknown>

/** The request function of `connector`'s provider (undefined if it has none). */
export async function providerRequest(
  connector: WalletConnector,
): Promise<ProviderRequest | undefined> {
  const provider = (await connector.getProvider()) as { request?: ProviderRequest } | undefined
  return provider?.request?.bind(provider)
}

export interface ConnectionState {
  status: 'connected' | 'connecting' | 'reconnecting' | 'disconnected'
  address: Address | undefined
  connector: WalletConnector | undefined
  /** The chain the wallet is on while connected (maybe not in the table: 'Wrong Network'). */
  walletChainId: number | undefined
  /**
   * spec 01 §3 Application state `chainId`: the wallet's chain while connected, else the chain
   * picked in the selector; undefined: the runtime default.
   */
  chainId: number | undefined
}

/** The chain picked last, from wagmi's stored state (`{ state: { chainId } }`); else undefined. */
export function storedReadChain(storage: Pick<Storage, 'getItem'> | undefined): number | undefined {
  try {
    const raw = storage?.getItem(`${WAGMI_STORAGE_KEY}.store`)
    const chainId: unknown = raw ? JSON.parse(raw)?.state?.chainId : undefined
    return typeof chainId === 'number' && Number.isSafeInteger(chainId) ? chainId : undefined
  } catch {
    return undefined // unreadable or blocked storage: the default chain
  }
}

export const useConnectionStore = create<ConnectionState>(() => ({
  status: 'disconnected',
  address: undefined,
  connector: undefined,
  walletChainId: undefined,
  chainId: storedReadChain(typeof window === 'undefined' ? undefined : window.localStorage),
}))

/**
 * Picks the chain to read while no wallet is connected (the network selector); the wallet module
 * hands it on to wagmi, which remembers it.
 */
export function setReadChain(chainId: number): void {
  useConnectionStore.setState({ chainId })
}
