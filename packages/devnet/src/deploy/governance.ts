// Issue 16 (L1 only): governance on the local L1. The governance deployer (L1_GOVERNANCE_DEPLOYER)
// deploys the own GovernorBravo-compatible governor (contracts/TidepoolGovernor.sol) and then the
// real @uniswap/governance Timelock with the governor as its admin (the governor's constructor is
// given the timelock's precomputed CREATE address), funds the timelock's treasury, hands UNI's
// minter to the timelock (as on mainnet), hands out UNI with delegations, and seeds proposals in
// every state the governor reports (governanceProposals.ts). Only the deployer deploys; test
// accounts and hardhat accounts 10–13 send delegations, proposals and votes.
import { getContractAddress } from 'viem'
import { TEST_ACCOUNTS } from '../accounts.ts'
import { ownContract } from '../contracts/compiled.ts'
import { uniswapArtifact } from '../contracts/uniswap.ts'
import type { Address, ManifestDelegation, ManifestGovernance } from '../manifest.ts'
import { rpc } from '../rpc.ts'
import { seedProposals } from './governanceProposals.ts'
import { deploy, read, type Sender, write } from './sender.ts'
import type { UniSeedContext } from './uniProtocol.ts'

const UNI = 10n ** 18n
const DAY = 86_400

/** Governor parameters (plan: spec 02 §9 and mainnet Bravo's values). */
export const GOVERNANCE_PARAMS = {
  /** 0.25 % of the 1 billion UNI supply. */
  proposalThreshold: 2_500_000n * UNI,
  /** 4 % of the supply (a constant of the contract, as on Bravo). */
  quorumVotes: 40_000_000n * UNI,
  /** 7 days of 12 s blocks. */
  votingPeriod: 50_400n,
  /** Mainnet's ~1.8 days of blocks: a pending proposal stays pending while tests run. */
  votingDelay: 13_140n,
  /** The Timelock's minimum delay. */
  timelockDelay: BigInt(2 * DAY),
} as const

/** The timelock's treasury: the seeded proposals transfer from it. */
export const TREASURY = 400_000_000n * UNI

/**
 * Hardhat accounts 10–13 (unlocked on the node, outside the manifest's test accounts): the
 * seeded proposals' proposers besides the deployer, so test account #0 (the e2e wallet) has no
 * live proposal and each proposer has at most one live proposal (Bravo's rule).
 */
export const PROPOSERS: readonly Address[] = [
  '0xBcd4042DE499D14e55001CcbB24a551F3b954096',
  '0x71bE63f3384f5fb98995898A86B02Fb2426c5788',
  '0xFABB0ac9d68B0B445fB7357272Ff202C5651694a',
  '0x1CBd3b2770909D4e10f157cABC84C7264073C9Ec',
]

const ZERO: Address = '0x0000000000000000000000000000000000000000'

interface Holding {
  account: Address
  amount: bigint
  /** 'self', another address, or null for never delegated. */
  delegatee: 'self' | Address | null
  note: string
}

const test = (i: number): Address => {
  const a = TEST_ACCOUNTS[i]
  if (!a) throw new Error(`no test account #${i}`)
  return a.address
}

/**
 * UNI and delegations. Quorum is 40 M: #1 alone reaches it (41 M + #4's 5 M), so an e2e vote
 * For by #1, Against by #2 and Abstain by #3 makes a proposal succeed.
 */
function holdings(): Holding[] {
  return [
    {
      account: test(0),
      amount: 3_000_000n * UNI,
      delegatee: 'self',
      note: 'above the 2.5 M threshold: can propose (e2e wallet)',
    },
    {
      account: test(1),
      amount: 41_000_000n * UNI,
      delegatee: 'self',
      note: "reaches the 40 M quorum alone (plus #4's 5 M)",
    },
    { account: test(2), amount: 15_000_000n * UNI, delegatee: 'self', note: 'voter' },
    { account: test(3), amount: 15_000_000n * UNI, delegatee: 'self', note: 'voter' },
    {
      account: test(4),
      amount: 5_000_000n * UNI,
      delegatee: test(1),
      note: 'delegates to #1 (no votes of its own)',
    },
    {
      account: test(5),
      amount: 2_000_000n * UNI,
      delegatee: null,
      note: 'holds UNI, never delegated: Unlock Voting',
    },
    {
      account: test(6),
      amount: 1_000_000n * UNI,
      delegatee: 'self',
      note: 'below the threshold: propose refused',
    },
    ...PROPOSERS.map((account, i) => ({
      account,
      amount: 3_000_000n * UNI,
      delegatee: 'self' as const,
      note: `hardhat account ${10 + i}: a seeded proposals' proposer`,
    })),
  ]
}

/** A sender for an unlocked account that deploys nothing (its nonce may be anything). */
async function accountSender(url: string, from: Address): Promise<Sender> {
  const nonce = Number(await rpc<string>(url, 'eth_getTransactionCount', [from, 'latest']))
  return { url, from, nonce }
}

export async function setupGovernance(
  gov: Sender,
  ctx: UniSeedContext,
): Promise<ManifestGovernance> {
  const uni = ctx.uni.address
  const uniAbi = uniswapArtifact('Uni').abi
  // The governor first, told the timelock's address (the deployer's next nonce); the Timelock's
  // constructor then makes the governor its admin: no setPendingAdmin round trip over 2 days.
  const timelockAt = getContractAddress({ from: gov.from, nonce: BigInt(gov.nonce + 1) })
  const governor = await deploy(gov, ownContract('TidepoolGovernor'), [
    timelockAt,
    uni,
    timelockAt, // admin: the timelock, as on mainnet (parameter changes go through proposals)
    GOVERNANCE_PARAMS.votingPeriod,
    GOVERNANCE_PARAMS.votingDelay,
    GOVERNANCE_PARAMS.proposalThreshold,
  ])
  const timelock = await deploy(gov, uniswapArtifact('Timelock'), [
    governor,
    GOVERNANCE_PARAMS.timelockDelay,
  ])
  if (timelock !== timelockAt) throw new Error('governance: timelock address mismatch')

  await write(gov, uni, uniAbi, 'transfer', [timelock, TREASURY])
  await write(gov, uni, uniAbi, 'setMinter', [timelock])

  const delegations: ManifestDelegation[] = []
  for (const h of holdings()) {
    await write(gov, uni, uniAbi, 'transfer', [h.account, h.amount])
    if (h.delegatee !== null) {
      const holder = await accountSender(gov.url, h.account)
      const to = h.delegatee === 'self' ? h.account : h.delegatee
      await write(holder, uni, uniAbi, 'delegate', [to])
    }
    delegations.push({
      account: h.account,
      balance: h.amount.toString(),
      delegatee: h.delegatee === null ? ZERO : h.delegatee === 'self' ? h.account : h.delegatee,
      note: h.note,
    })
  }
  // The deployer votes its remaining UNI (hundreds of millions) to decide the seeded proposals.
  await write(gov, uni, uniAbi, 'delegate', [gov.from])
  const kept = await read<bigint>(gov, uni, uniAbi, 'balanceOf', [gov.from])
  delegations.push({
    account: gov.from,
    balance: kept.toString(),
    delegatee: gov.from,
    note: 'the governance deployer: decides the seeded proposals',
  })

  const proposers = await Promise.all(PROPOSERS.map((a) => accountSender(gov.url, a)))
  const proposals = await seedProposals({ gov, proposers, governor, timelock, uni })
  return { governor, timelock, proposals, delegations }
}
