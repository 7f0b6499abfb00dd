// Issues 15 and 16 (L1 only): UNI and what is built on it, after everything else on the L1 and
// from their own deployers (accounts.ts), so no earlier address moves. UNI is the real
// @uniswap/governance Uni artifact: 1 billion minted to the governance deployer, which funds the
// airdrop deployer and keeps the rest for governance (delegations, the timelock's treasury).
// The seed moves the back-dated L1 clock forward (clock.ts) and finally catches it up to now.
import { L1_AIRDROP_DEPLOYER, L1_GOVERNANCE_DEPLOYER } from '../accounts.ts'
import { catchUpClock, chainTime } from '../clock.ts'
import { uniswapArtifact } from '../contracts/uniswap.ts'
import type { Address, ManifestChain, ManifestToken } from '../manifest.ts'
import { setupGovernance } from './governance.ts'
import { deploy, freshSender, type Sender, write } from './sender.ts'

const UNI = 10n ** 18n
/** UNI for the airdrop's claims and the reward pools' periods. */
const AIRDROP_AND_MINING_BUDGET = 100_000_000n * UNI
const YEAR = 365 * 86_400

export type UniProtocolSeed = Pick<
  ManifestChain,
  'governanceToken' | 'airdrop' | 'mining' | 'governance'
>

/** What the airdrop, mining and governance seeds are given. */
export interface UniSeedContext {
  chain: ManifestChain
  uni: ManifestToken
  accounts: readonly Address[]
  /** Base URL of the devnet's HTTP server (claim files are served below it). */
  httpUrl: string
}

async function deployUni(sender: Sender): Promise<ManifestToken> {
  // Uni requires mintingAllowedAfter ≥ the block time; the minter is the deployer until
  // governance hands it to the timelock (as on mainnet).
  const mintingAllowedAfter = BigInt((await chainTime(sender.url)) + YEAR)
  const address = await deploy(sender, uniswapArtifact('Uni'), [
    sender.from,
    sender.from,
    mintingAllowedAfter,
  ])
  return { address, symbol: 'UNI', name: 'Uniswap', decimals: 18, kind: 'standard' }
}

export async function setupUniProtocol(p: {
  nodeUrl: string
  chain: ManifestChain
  accounts: readonly Address[]
  httpUrl: string
}): Promise<UniProtocolSeed> {
  const gov = await freshSender(p.nodeUrl, L1_GOVERNANCE_DEPLOYER)
  const airdropSender = await freshSender(p.nodeUrl, L1_AIRDROP_DEPLOYER)
  const uni = await deployUni(gov)
  await write(gov, uni.address, uniswapArtifact('Uni').abi, 'transfer', [
    airdropSender.from,
    AIRDROP_AND_MINING_BUDGET,
  ])
  const ctx: UniSeedContext = { chain: p.chain, uni, accounts: p.accounts, httpUrl: p.httpUrl }
  // Issue 15: the airdrop and liquidity mining (airdropSender) go here.
  // Issue 16: governance (gov): governor, timelock, delegations, seeded proposals.
  const governance = await setupGovernance(gov, ctx)
  void ctx
  await catchUpClock(p.nodeUrl)
  return { governanceToken: uni, governance }
}
