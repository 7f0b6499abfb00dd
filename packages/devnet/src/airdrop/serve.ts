// The claim files the devnet's HTTP server answers below /claims/ (manifest
// airdrop.claimFilesBaseUrl). They are rebuilt from the manifest's accounts, which the seed's
// plan is a pure function of, and refused if the tree no longer matches the deployed root.
import type { Manifest } from '../manifest.ts'
import { planAirdrop } from './entries.ts'
import { buildClaimFiles, type ClaimFiles } from './files.ts'
import { buildMerkleTree } from './tree.ts'

export const CLAIMS_PATH = '/claims/'

export function claimFilesOf(manifest: Manifest): ClaimFiles {
  const airdrop = manifest.chains.find((c) => c.airdrop)?.airdrop
  if (!airdrop) return new Map()
  const plan = planAirdrop(manifest.accounts.map((a) => a.address))
  const tree = buildMerkleTree(plan.entries)
  if (tree.root !== airdrop.merkleRoot)
    throw new Error(`claim files: tree root ${tree.root} ≠ the distributor's ${airdrop.merkleRoot}`)
  return buildClaimFiles(plan.entries, tree)
}
