import { type Address, type Hex, keccak256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { claimLeaf, proofRoot, verifyClaimProof } from './merkle'

// A tree built here by hand, not with the code under test: the leaf packs index (32 bytes),
// address (20 bytes) and amount (32 bytes) as hex text; parents sort the pair as strings.
const pad = (n: bigint, bytes: number) => n.toString(16).padStart(bytes * 2, '0')
const leafOf = (index: number, account: Address, amount: bigint): Hex =>
  keccak256(`0x${pad(BigInt(index), 32)}${account.slice(2).toLowerCase()}${pad(amount, 32)}`)
const parentOf = (a: Hex, b: Hex): Hex => {
  const [x, y] = a.toLowerCase() < b.toLowerCase() ? [a, b] : [b, a]
  return keccak256(`0x${x.slice(2)}${y.slice(2)}`)
}

function buildTree(leaves: Hex[]): { root: Hex; proof: (i: number) => Hex[] } {
  const layers: Hex[][] = [leaves]
  while ((layers.at(-1) ?? []).length > 1) {
    const layer = layers.at(-1) ?? []
    const next: Hex[] = []
    for (let i = 0; i < layer.length; i += 2) {
      const a = layer[i] as Hex
      const b = layer[i + 1]
      next.push(b === undefined ? a : parentOf(a, b))
    }
    layers.push(next)
  }
  return {
    root: (layers.at(-1) ?? [])[0] as Hex,
    proof: (index) => {
      const proof: Hex[] = []
      let i = index
      for (const layer of layers.slice(0, -1)) {
        const sibling = layer[i % 2 === 0 ? i + 1 : i - 1]
        if (sibling !== undefined) proof.push(sibling)
        i = Math.floor(i / 2)
      }
      return proof
    },
  }
}

const UNI = 10n ** 18n
const entries = [
  { account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', amount: 400n * UNI },
  { account: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', amount: 1400n * UNI },
  { account: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', amount: 1634_567890123456789012n },
  { account: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', amount: 2634_567890123456789012n },
  { account: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65', amount: 1234_567890123456789012n },
] as const satisfies readonly { account: Address; amount: bigint }[]
const tree = buildTree(entries.map((e, i) => leafOf(i, e.account, e.amount)))

describe('claimLeaf', () => {
  it('hashes abi.encodePacked(uint256 index, address account, uint256 amount)', () => {
    for (const [i, e] of entries.entries())
      expect(claimLeaf(i, e.account, e.amount)).toBe(leafOf(i, e.account, e.amount))
  })
})

describe('verifyClaimProof', () => {
  it("accepts every entry's proof against the tree's root (an odd number of leaves)", () => {
    for (const [index, e] of entries.entries())
      expect(verifyClaimProof({ index, ...e, proof: tree.proof(index) }, tree.root)).toBe(true)
  })

  it('refuses a changed amount, index, account or proof element', () => {
    const proof = tree.proof(1)
    const e = entries[1]
    expect(verifyClaimProof({ index: 1, ...e, amount: e.amount + 1n, proof }, tree.root)).toBe(
      false,
    )
    expect(verifyClaimProof({ index: 2, ...e, proof }, tree.root)).toBe(false)
    expect(
      verifyClaimProof(
        { index: 1, account: entries[0].account, amount: e.amount, proof },
        tree.root,
      ),
    ).toBe(false)
    const tampered = [...proof]
    tampered[0] = `0x${'00'.repeat(31)}01`
    expect(verifyClaimProof({ index: 1, ...e, proof: tampered }, tree.root)).toBe(false)
  })

  it('compares the root case-insensitively', () => {
    const e = entries[0]
    expect(
      verifyClaimProof(
        { index: 0, ...e, proof: tree.proof(0) },
        tree.root.toUpperCase().replace('0X', '0x') as Hex,
      ),
    ).toBe(true)
  })
})

describe('proofRoot', () => {
  it('is the leaf itself for an empty proof (a one-entry tree)', () => {
    const leaf = leafOf(0, entries[0].account, 1n)
    expect(proofRoot(leaf, [])).toBe(leaf)
  })
})
