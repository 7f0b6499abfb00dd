// Issue 31: the mainnet replica's Uniswap v4 set at its canonical Ethereum addresses, as Uniswap
// publishes them (https://docs.uniswap.org/contracts/v4/deployments, "Ethereum: 1"; Permit2 is
// placed at its canonical address by deploy/v4.ts on every chain). Mainnet deployed them with
// CREATE2 from bytecode and salts we do not reproduce, so deploy/v4.ts deploys each one from the
// v4 deployer, in dependency order and with its dependencies' canonical addresses as constructor
// arguments (immutables travel with the runtime code), and `placeAtCanonical` moves it here.

import { unversionedDomainSeparator, type V4Deployed, type V4Placement } from '../deploy/v4.ts'
import type { Address, Hex } from '../manifest.ts'
import { rpc, toQuantity } from '../rpc.ts'
import { MAINNET_CHAIN_ID } from './mainnet.ts'

export const CANONICAL_V4 = {
  poolManager: '0x000000000004444c5dc75cB358380D2e3dE08A90',
  positionDescriptor: '0xd1428Ba554F4C8450b763a0B2040A4935c63f06C',
  positionManager: '0xbD216513d74C8cf14cf4747E6AaA6420FF64ee9e',
  quoter: '0x52F0E24D1c21C8A0cB1e5a5dD6198556BD9E1203',
  stateView: '0x7fFE42C4a5DEeA5b0feC41C94C136Cf115597227',
  universalRouter: '0x66a9893cC07D91D95644AEDD05D03f95e1dBA8Af',
} as const satisfies Record<V4Deployed, Address>

/**
 * Constructor-written storage lies in the first slots: PoolManager's owner (0); the
 * PositionManager's ERC-721 name and symbol (0, 1) and nextTokenId (8). Read after deploying
 * with eth_getStorageAt (the foundry artifacts carry no storage layout); the others write none.
 */
const CONSTRUCTOR_SLOTS = 16

/** PositionManager's EIP-712 name (ERC721Permit_v4), under which its cached separator is built. */
const POSITION_MANAGER_EIP712_NAME = 'Uniswap v4 Positions NFT'

const bare = (hex: Hex | Address): string => hex.slice(2).toLowerCase()

/**
 * The runtime code of `deployed`, rewritten for `to`. Two kinds of immutable capture the deploy
 * address: `address(this)` itself (PoolManager's NoDelegateCall `original`, checked on every
 * initialize, swap and modifyLiquidity; one in the Universal Router) and the PositionManager's
 * cached EIP-712 separator, which its permits are signed under on this chain id.
 */
function rewriteFor(code: Hex, name: V4Deployed, deployed: Address, to: Address): Hex {
  let out = code.toLowerCase().split(bare(deployed)).join(bare(to))
  if (name === 'positionManager') {
    const separator = (at: Address) =>
      bare(unversionedDomainSeparator(POSITION_MANAGER_EIP712_NAME, MAINNET_CHAIN_ID, at))
    const parts = out.split(separator(deployed))
    if (parts.length !== 2)
      throw new Error(`replica: PositionManager's separator occurs ${parts.length - 1} times`)
    out = parts.join(separator(to))
  }
  return out as Hex
}

/** Moves a contract deployV4 just deployed to its canonical address; wipes the deployed copy. */
export function placeAtCanonical(url: string): V4Placement {
  return async (name, deployed) => {
    const to = CANONICAL_V4[name]
    const code = await rpc<Hex>(url, 'eth_getCode', [deployed, 'latest'])
    await rpc(url, 'hardhat_setCode', [to, rewriteFor(code, name, deployed, to)])
    // All slots at once: read one by one, they were most of the time placing took.
    const slots = Array.from({ length: CONSTRUCTOR_SLOTS }, (_, i) => toQuantity(i))
    const values = await Promise.all(
      slots.map((slot) => rpc<Hex>(url, 'eth_getStorageAt', [deployed, slot, 'latest'])),
    )
    await Promise.all(
      values.map((value, i) =>
        BigInt(value) === 0n ? undefined : rpc(url, 'hardhat_setStorageAt', [to, slots[i], value]),
      ),
    )
    await rpc(url, 'hardhat_setCode', [deployed, '0x'])
    return to
  }
}
