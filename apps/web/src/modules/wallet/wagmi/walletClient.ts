// The connected wallet's viem client, for the send paths only (session.ts connectedWalletClient).
import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { getWalletClient } from 'wagmi/actions'

export function walletClientOf(config: Config, chainId: number, account: Address) {
  return getWalletClient(config, { chainId, account })
}
