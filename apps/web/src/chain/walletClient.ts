// The connected wallet's viem client, for the send paths only. Modules that send (swap, wrap,
// approve) import this from code loaded on demand: viem's wallet actions (signing, sending)
// are not needed to show the swap screen (issue 5 bundle budget).
import type { Address } from 'viem'
import type { Config } from 'wagmi'
import { getWalletClient } from 'wagmi/actions'

export function connectedWalletClient(config: Config, chainId: number, account: Address) {
  return getWalletClient(config, { chainId, account })
}
