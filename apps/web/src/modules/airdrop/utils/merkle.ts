// The MerkleDistributor's proof rule, checked in the browser before anything is sent (issue 15:
// "a bad file never costs gas"). The contract hashes the leaf as
// keccak256(abi.encodePacked(uint256 index, address account, uint256 amount)) and walks the proof
// with OpenZeppelin's MerkleProof.verify: each parent is the keccak of the pair in sorted order.
import { type Address, encodePacked, type Hex, keccak256 } from 'viem'

/** The leaf of `index`/`account`/`amount` as the distributor computes it. */
export function claimLeaf(index: number, account: Address, amount: bigint): Hex {
  return keccak256(
    encodePacked(['uint256', 'address', 'uint256'], [BigInt(index), account, amount]),
  )
}

/** The root `proof` leads to from `leaf` (sorted pairs: the smaller hash goes first). */
export function proofRoot(leaf: Hex, proof: readonly Hex[]): Hex {
  let hash = leaf
  for (const sibling of proof) {
    hash =
      BigInt(hash) <= BigInt(sibling)
        ? keccak256(`0x${hash.slice(2)}${sibling.slice(2)}`)
        : keccak256(`0x${sibling.slice(2)}${hash.slice(2)}`)
  }
  return hash
}

/** Whether the distributor would accept `proof` for the claim under `root`. */
export function verifyClaimProof(
  claim: { index: number; account: Address; amount: bigint; proof: readonly Hex[] },
  root: Hex,
): boolean {
  const leaf = claimLeaf(claim.index, claim.account, claim.amount)
  return proofRoot(leaf, claim.proof).toLowerCase() === root.toLowerCase()
}
