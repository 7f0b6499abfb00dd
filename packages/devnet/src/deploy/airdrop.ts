// Issue 15 (L1 only): the UNI airdrop. The real MerkleDistributor artifact
// (@uniswap/merkle-distributor) over the tree of airdrop/entries.ts, funded with exactly the sum
// of the claims. Its claim files are served by the devnet's HTTP server (airdrop/serve.ts).
import { planAirdrop } from '../airdrop/entries.ts'
import { CLAIMS_PATH } from '../airdrop/serve.ts'
import { buildMerkleTree } from '../airdrop/tree.ts'
import { uniswapArtifact } from '../contracts/uniswap.ts'
import type { ManifestAirdrop } from '../manifest.ts'
import { deploy, type Sender, write } from './sender.ts'
import type { UniSeedContext } from './uniProtocol.ts'

export async function seedAirdrop(sender: Sender, ctx: UniSeedContext): Promise<ManifestAirdrop> {
  const plan = planAirdrop(ctx.accounts)
  const tree = buildMerkleTree(plan.entries)
  const distributor = await deploy(sender, uniswapArtifact('MerkleDistributor'), [
    ctx.uni.address,
    tree.root,
  ])
  await write(sender, ctx.uni.address, uniswapArtifact('Uni').abi, 'transfer', [
    distributor,
    plan.total,
  ])
  return {
    distributor,
    merkleRoot: tree.root,
    claimFilesBaseUrl: `${ctx.httpUrl}${CLAIMS_PATH}`,
    claims: plan.claims,
    noClaim: plan.noClaim,
  }
}
