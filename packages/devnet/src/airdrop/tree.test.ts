import { getAddress, type Hex, keccak256, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { TEST_ACCOUNTS } from '../accounts.ts'
import { planAirdrop, SOCKS_AMOUNT, USER_AMOUNT } from './entries.ts'
import { buildClaimFiles, type ClaimFileEntry } from './files.ts'
import { buildMerkleTree, leafHash, verifyProof } from './tree.ts'

const accounts = TEST_ACCOUNTS.map((a) => a.address)
const entry = (index: number, amount: bigint) => ({
  index,
  account: getAddress(keccak256(toHex(index)).slice(0, 42)),
  amount,
})

describe('the airdrop merkle tree', () => {
  it('gives every entry a proof that leads to the root, for odd and even sizes', () => {
    for (const size of [1, 2, 3, 5, 8, 13, 65]) {
      const entries = Array.from({ length: size }, (_, i) => entry(i, BigInt(i + 1) * 10n ** 18n))
      const tree = buildMerkleTree(entries)
      for (const e of entries)
        expect(verifyProof(e, tree.proofs.get(e.index) ?? [], tree.root)).toBe(true)
    }
  })

  it('a single entry is its own root with an empty proof', () => {
    const e = entry(0, 1n)
    const tree = buildMerkleTree([e])
    expect(tree.root).toBe(leafHash(e))
    expect(tree.proofs.get(0)).toEqual([])
  })

  it('refuses a proof for another amount, index or account', () => {
    const entries = Array.from({ length: 6 }, (_, i) => entry(i, 5n))
    const tree = buildMerkleTree(entries)
    const proof = tree.proofs.get(2) ?? []
    const e = entries[2] ?? entry(2, 5n)
    expect(verifyProof({ ...e, amount: 6n }, proof, tree.root)).toBe(false)
    expect(verifyProof({ ...e, index: 3 }, proof, tree.root)).toBe(false)
    expect(verifyProof({ ...e, account: entries[1]?.account ?? e.account }, proof, tree.root)).toBe(
      false,
    )
  })

  it('refuses duplicate indices', () => {
    expect(() => buildMerkleTree([entry(0, 1n), entry(0, 2n)])).toThrow(/duplicate/)
  })
})

describe('the devnet airdrop plan (spec 01 §6)', () => {
  const plan = planAirdrop(accounts)

  it('gives accounts 0–4 a claim in the groups the claim UI must show, 5–9 none', () => {
    expect(plan.claims.map((c) => c.account)).toEqual(accounts.slice(0, 5))
    expect(plan.noClaim).toEqual(accounts.slice(5))
    const [self, socksUser, userLp, all, lpOnly] = plan.claims
    expect(self?.amount).toBe(USER_AMOUNT.toString())
    expect(socksUser?.amount).toBe((SOCKS_AMOUNT + USER_AMOUNT).toString())
    expect(userLp?.flags).toEqual({ isSOCKS: false, isLP: true, isUser: true })
    expect(all?.flags).toEqual({ isSOCKS: true, isLP: true, isUser: true })
    expect(lpOnly?.flags).toEqual({ isSOCKS: false, isLP: true, isUser: false })
  })

  it('indexes entries in ascending address order and totals their amounts', () => {
    const lower = plan.entries.map((e) => e.account.toLowerCase())
    expect(lower).toEqual([...lower].sort())
    expect(plan.entries.map((e) => e.index)).toEqual(plan.entries.map((_, i) => i))
    expect(plan.total).toBe(plan.entries.reduce((s, e) => s + e.amount, 0n))
  })

  it('is deterministic', () => {
    expect(buildMerkleTree(planAirdrop(accounts).entries).root).toBe(
      buildMerkleTree(plan.entries).root,
    )
  })
})

describe('the claim files (public data repository format)', () => {
  const plan = planAirdrop(accounts)
  const tree = buildMerkleTree(plan.entries)
  const files = buildClaimFiles(plan.entries, tree)
  const mapping = JSON.parse(files.get('mapping.json') ?? '{}') as Record<string, string>

  it('maps each chunk’s first address to its last, chunks in ascending order, covering all', () => {
    const firsts = Object.keys(mapping)
    expect(firsts.length).toBeGreaterThan(2)
    expect(files.size).toBe(firsts.length + 1)
    let count = 0
    let previousLast = ''
    for (const first of firsts) {
      const chunk = JSON.parse(files.get(`${first}.json`) ?? '{}') as Record<string, ClaimFileEntry>
      const keys = Object.keys(chunk)
      expect(keys[0]).toBe(first)
      expect(keys.at(-1)).toBe(mapping[first])
      expect(first.toLowerCase() > previousLast).toBe(true)
      previousLast = (mapping[first] ?? '').toLowerCase()
      count += keys.length
    }
    expect(count).toBe(plan.entries.length)
  })

  it('holds each entry with a hex amount, a valid proof and its flags, keyed by checksummed address', () => {
    for (const e of plan.entries) {
      const first = Object.keys(mapping).findLast((f) => f.toLowerCase() <= e.account.toLowerCase())
      const chunk = JSON.parse(files.get(`${first}.json`) ?? '{}') as Record<string, ClaimFileEntry>
      const got = chunk[e.account]
      expect(got?.amount).toMatch(/^0x[0-9a-f]+$/)
      expect(BigInt(got?.amount ?? '0x0')).toBe(e.amount)
      expect(got?.flags).toEqual(e.flags)
      expect(verifyProof(e, (got?.proof ?? []) as Hex[], tree.root)).toBe(true)
    }
  })
})
