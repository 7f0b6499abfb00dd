// Issue 32 "Migrate v3 → v4": the Universal Router may decrease, collect and burn a v3 position
// only when the router itself is approved for the NFT (universal-router 2.x V3ToV4Migrator: the
// sender must own it, and the position manager checks the router). A v3 position NFT has an
// ERC-721 permit (v3-periphery ERC721Permit.sol), so the owner signs it and the router's
// V3_POSITION_MANAGER_PERMIT command spends it in the same transaction. The typed data, pure:
// the domain is the manager's ("Uniswap V3 Positions NFT-V1", version "1"), the nonce is the
// position's own (positions(tokenId).nonce, incremented by each permit).
import type { Address, Hex } from 'viem'

/** NonfungiblePositionManager's ERC721Permit name and version. */
const NAME = 'Uniswap V3 Positions NFT-V1'
const VERSION = '1'

export interface PositionPermitParameters {
  chainId: number
  positionManager: Address
  spender: Address
  tokenId: bigint
  /** positions(tokenId).nonce */
  nonce: bigint
  deadline: bigint
}

/** The EIP-712 request a wallet signs (viem signTypedData's parameters). */
export function positionPermitTypedData(p: PositionPermitParameters) {
  return {
    domain: {
      name: NAME,
      version: VERSION,
      chainId: p.chainId,
      verifyingContract: p.positionManager,
    },
    types: {
      Permit: [
        { name: 'spender', type: 'address' },
        { name: 'tokenId', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'Permit',
    message: { spender: p.spender, tokenId: p.tokenId, nonce: p.nonce, deadline: p.deadline },
  } as const
}

/** A signed permit, as the migration call carries it. */
export interface PositionPermit {
  deadline: bigint
  signature: Hex
}
