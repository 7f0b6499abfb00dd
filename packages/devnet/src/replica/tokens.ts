// Places the replica's tokens at their real Ethereum addresses: each is deployed by the seeder at
// an address of its own, then its runtime code (immutables included: decimals, minter) goes to
// the real address with hardhat_setCode and its constructor-written storage (name, symbol,
// WETH9's metadata) is copied slot by slot; the temporary copy is then wiped.

import { uniswapArtifact } from '../contracts/uniswap.ts'
import { deploy, type Sender } from '../deploy/sender.ts'
import type { Address, Hex } from '../manifest.ts'
import { rpc, toQuantity } from '../rpc.ts'
import { type DeployedToken, deployToken } from '../seed/tokens.ts'

/**
 * Slots a constructor of ours or WETH9 writes: TokenBase's totalSupply (0), the two mappings'
 * roots (1, 2, never written), name and symbol (3, 4); WETH9's name, symbol, decimals (0–2).
 * Strings this short live inside their slot. Copying a few more costs nothing.
 */
const CONSTRUCTOR_SLOTS = 8

async function moveContract(url: string, from: Address, to: Address): Promise<void> {
  const code = await rpc<Hex>(url, 'eth_getCode', [from, 'latest'])
  await rpc(url, 'hardhat_setCode', [to, code])
  for (let slot = 0; slot < CONSTRUCTOR_SLOTS; slot++) {
    const value = await rpc<Hex>(url, 'eth_getStorageAt', [from, toQuantity(slot), 'latest'])
    await rpc(url, 'hardhat_setStorageAt', [to, toQuantity(slot), value])
  }
  await rpc(url, 'hardhat_setCode', [from, '0x'])
}

/** Deploys elsewhere and moves each token to `token.address`; the seeder stays its minter. */
export async function placeTokens(sender: Sender, tokens: readonly DeployedToken[]): Promise<void> {
  for (const token of tokens) {
    const temporary =
      token.kind === 'weth'
        ? await deploy(sender, uniswapArtifact('WETH9'))
        : await deployToken(sender, token)
    await moveContract(sender.url, temporary, token.address)
  }
}
