// spec 01 §4 "Network switch": ask the wallet to switch; on 4902 (unknown chain) ask it to add the
// chain (spec 01 §7.8: chainId, chainName, rpcUrls, nativeCurrency, blockExplorerUrls) and switch
// again; other errors propagate. A chain outside the table raises 'Unsupported chain ID: {id}'.
import { numberToHex } from 'viem'
import type { ChainInfo } from '../../../chain/chains'
import type { ProviderRequest } from '../../../chain/connection'
import {
  providerErrorCode,
  UNRECOGNIZED_CHAIN_CODE,
  UnsupportedChainIdError,
} from '../../../chain/errors'
import type { ChainTable } from '../../../chain/table'

export interface SwitchWalletChainParameters {
  request: ProviderRequest
  chainId: number
  chains: Pick<ChainTable, 'get'>
}

export async function switchWalletChain({
  request,
  chainId,
  chains,
}: SwitchWalletChainParameters): Promise<void> {
  const chain = chains.get(chainId)
  if (!chain) throw new UnsupportedChainIdError(chainId)
  const switchTo = () =>
    request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(chainId) }] })
  try {
    await switchTo()
  } catch (error) {
    // A chain without an RPC URL in the table (Ethereum, Sepolia: every wallet knows them) is
    // never added: EIP-3085 asks for at least one, and an empty list makes wallets refuse.
    if (providerErrorCode(error) !== UNRECOGNIZED_CHAIN_CODE || chain.rpcUrls.length === 0)
      throw error
    await request({ method: 'wallet_addEthereumChain', params: [addEthereumChainParameter(chain)] })
    await switchTo()
  }
}

/** EIP-3085 parameters for a chain of the table. */
export function addEthereumChainParameter(chain: ChainInfo) {
  return {
    chainId: numberToHex(chain.id),
    chainName: chain.label,
    rpcUrls: [...chain.rpcUrls],
    nativeCurrency: chain.nativeCurrency,
    blockExplorerUrls: [chain.explorer],
  }
}
