// The airdrop's Merkle tree, as the MerkleDistributor (@uniswap/merkle-distributor) verifies it:
// a leaf is keccak256(abi.encodePacked(uint256 index, address account, uint256 amount)) and a
// parent hashes its two children in ascending order (OpenZeppelin 3.x MerkleProof), so a proof
// is just the list of siblings, no left/right bits. Leaves are sorted; a node without a sibling
// moves up a layer unchanged (and adds nothing to the proofs below it).
import { type Address, encodePacked, type Hex, keccak256 } from 'viem'

export interface BalanceEntry {
  index: number
  account: Address
  amount: bigint
}

export function leafHash(e: BalanceEntry): Hex {
  return keccak256(
    encodePacked(['uint256', 'address', 'uint256'], [BigInt(e.index), e.account, e.amount]),
  )
}

const compare = (a: Hex, b: Hex): number => {
  const x = BigInt(a)
  const y = BigInt(b)
  return x < y ? -1 : x > y ? 1 : 0
}

function parent(a: Hex, b: Hex): Hex {
  const [lo, hi] = compare(a, b) <= 0 ? [a, b] : [b, a]
  return keccak256(`0x${lo.slice(2)}${hi.slice(2)}`)
}

export interface MerkleTree {
  root: Hex
  /** Proof of each entry, by the entry's `index`. */
  proofs: Map<number, Hex[]>
}

export function buildMerkleTree(entries: readonly BalanceEntry[]): MerkleTree {
  if (entries.length === 0) throw new Error('merkle tree: no entries')
  const indices = new Set(entries.map((e) => e.index))
  if (indices.size !== entries.length) throw new Error('merkle tree: duplicate index')
  const leaves = entries.map((e) => ({ index: e.index, hash: leafHash(e) }))
  const layers: Hex[][] = [leaves.map((l) => l.hash).sort(compare)]
  for (let layer = layers[0] ?? []; layer.length > 1; ) {
    const next: Hex[] = []
    for (let i = 0; i < layer.length; i += 2) {
      const a = layer[i] as Hex
      const b = layer[i + 1]
      next.push(b === undefined ? a : parent(a, b))
    }
    layers.push(next)
    layer = next
  }
  const proofs = new Map<number, Hex[]>()
  for (const leaf of leaves) {
    const proof: Hex[] = []
    let position = (layers[0] ?? []).indexOf(leaf.hash)
    for (const layer of layers.slice(0, -1)) {
      const sibling = layer[position % 2 === 0 ? position + 1 : position - 1]
      if (sibling !== undefined) proof.push(sibling)
      position = Math.floor(position / 2)
    }
    proofs.set(leaf.index, proof)
  }
  const root = layers.at(-1)?.[0]
  if (!root) throw new Error('merkle tree: no root')
  return { root, proofs }
}

/** What MerkleProof.verify computes: true when `proof` leads from the entry's leaf to `root`. */
export function verifyProof(entry: BalanceEntry, proof: readonly Hex[], root: Hex): boolean {
  return proof.reduce<Hex>((hash, sibling) => parent(hash, sibling), leafHash(entry)) === root
}
