// The claim files in the public data repository's format (Uniswap/mrkl-drop-data-chunks, spec
// 01 §7 item 3), as the reference interface's claim lookup reads them:
//   mapping.json         { firstAddressOfChunk: lastAddressOfChunk, … }
//   {firstAddress}.json  { address: { index, amount (hex), proof, flags }, … }
// Addresses checksummed; chunks hold consecutive addresses in ascending lowercase order.
import type { Address, Hex } from 'viem'
import type { AirdropEntry, ClaimFlags } from './entries.ts'
import type { MerkleTree } from './tree.ts'

/** Entries per chunk file: small, so the devnet's 65 entries span five files. */
export const CHUNK_SIZE = 13

export interface ClaimFileEntry {
  index: number
  amount: Hex
  proof: Hex[]
  flags: ClaimFlags
}

/** File name → JSON text, served below the airdrop's claimFilesBaseUrl. */
export type ClaimFiles = ReadonlyMap<string, string>

export function buildClaimFiles(
  entries: readonly AirdropEntry[],
  tree: MerkleTree,
  chunkSize = CHUNK_SIZE,
): ClaimFiles {
  const sorted = [...entries].sort((a, b) =>
    a.account.toLowerCase() < b.account.toLowerCase() ? -1 : 1,
  )
  const files = new Map<string, string>()
  const mapping: Record<Address, Address> = {}
  for (let i = 0; i < sorted.length; i += chunkSize) {
    const chunk = sorted.slice(i, i + chunkSize)
    const first = chunk[0]?.account
    const last = chunk.at(-1)?.account
    if (!first || !last) continue
    mapping[first] = last
    const body: Record<Address, ClaimFileEntry> = {}
    for (const e of chunk) {
      const proof = tree.proofs.get(e.index)
      if (!proof) throw new Error(`claim files: no proof for index ${e.index}`)
      body[e.account] = {
        index: e.index,
        amount: `0x${e.amount.toString(16)}`,
        proof,
        flags: e.flags,
      }
    }
    files.set(`${first}.json`, JSON.stringify(body, null, 2))
  }
  files.set('mapping.json', JSON.stringify(mapping, null, 2))
  return files
}
