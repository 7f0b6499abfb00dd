// What picking a network in the selector does (spec 01 §4 "Network switch"): with a connected
// wallet, switch the wallet (switchWalletChain) and on any failure show the 'failed switch
// network' popup; without one, only the chain the app reads changes.

import type { ProviderRequest } from '../../../chain/connection'
import { UnsupportedChainIdError } from '../../../chain/errors'
import type { ChainTable } from '../../../chain/table'
import { switchWalletChain } from './switchWalletChain'

export interface SelectNetworkParameters {
  chainId: number
  chains: Pick<ChainTable, 'get'>
  /** The connected wallet's EIP-1193 request function; undefined when no wallet is connected. */
  walletRequest: ProviderRequest | undefined
  /** Changes the chain the app reads while no wallet is connected. */
  setReadChain: (chainId: number) => void
  /** Runs after the wallet switched (e.g. to sync state with wallets that emit no event). */
  onSwitched?: (chainId: number) => void | Promise<void>
  /** spec 01 §4: "a toast 'failed switch network' appears". */
  onSwitchFailed: (chainId: number, error: unknown) => void
}

/** Resolves true when the app is now on `chainId`; never rejects for a wallet refusal. */
export async function selectNetwork({
  chainId,
  chains,
  walletRequest,
  setReadChain,
  onSwitched,
  onSwitchFailed,
}: SelectNetworkParameters): Promise<boolean> {
  if (!walletRequest) {
    if (!chains.get(chainId)) throw new UnsupportedChainIdError(chainId)
    setReadChain(chainId)
    return true
  }
  try {
    await switchWalletChain({ request: walletRequest, chainId, chains })
    await onSwitched?.(chainId)
    return true
  } catch (error) {
    console.error(error)
    onSwitchFailed(chainId, error)
    return false
  }
}
