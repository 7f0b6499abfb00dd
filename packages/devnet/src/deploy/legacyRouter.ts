// Issue 18 (spec 01 §4 approval mode): the first-generation v3 SwapRouter (the real
// @uniswap/v3-periphery artifact, constructor (factory, WETH9)), which a user may have approved
// instead of SwapRouter02. Deployed after everything else on the chain from its own impersonated
// deployer (nonce 0 on a fresh node), so no earlier address moves and its own address is fixed.
import { uniswapArtifact } from '../contracts/uniswap.ts'
import type { Address, ManifestChain } from '../manifest.ts'
import { rpc } from '../rpc.ts'
import { deploy, freshSender } from './sender.ts'

/**
 * Not hardhat accounts (all twenty have a role already): fixed addresses the node impersonates.
 * One per chain, so the router's address differs between the L1 and the L2.
 */
export const LEGACY_ROUTER_DEPLOYERS: Readonly<Record<1 | 2, Address>> = {
  1: '0x7d0000000000000000000000000000000000a001',
  2: '0x7d0000000000000000000000000000000000a002',
}

export async function deployV3SwapRouter(nodeUrl: string, chain: ManifestChain): Promise<Address> {
  const from = LEGACY_ROUTER_DEPLOYERS[chain.layer]
  await rpc(nodeUrl, 'hardhat_impersonateAccount', [from])
  const sender = await freshSender(nodeUrl, from)
  return deploy(sender, uniswapArtifact('SwapRouter'), [
    chain.contracts.v3Factory,
    chain.contracts.weth9,
  ])
}
