// Issue 16: proposals seeded in every state the governor reports, ids 1–8 in this order:
// executed, expired, queued, defeated, canceled, succeeded, active (its action reverts: the
// simulation's flagged case), pending. Blocks move with hardhat_mine at 12 s per block (so the
// average block time stays mainnet's), time alone with evm_increaseTime. Chain time used: about
// 28 days, then a jump to one day before the wall clock, where #3 is queued so it stays Queued
// (eta one day after boot, expiry 14 days later) once the clock catches up (clock.ts).
import { type Abi, encodeAbiParameters, encodeFunctionData, parseAbiParameters } from 'viem'
import { chainTime } from '../clock.ts'
import { ownContract } from '../contracts/compiled.ts'
import {
  type Address,
  type Hex,
  type ManifestProposal,
  type ManifestProposalState,
  PROPOSAL_STATES,
} from '../manifest.ts'
import { rpc, toQuantity } from '../rpc.ts'
import { read, type Sender, write } from './sender.ts'

const UNI = 10n ** 18n
const DAY = 86_400
const BLOCK_S = 12n

/** Recipients of the seeded transfers: plain addresses outside the test accounts. */
export const GRANTS: Address = '0x00000000000000000000000000000000000a11ce'
const BRIDGE_TEAM: Address = '0x00000000000000000000000000000000000b0b00'
const AUDITOR: Address = '0x000000000000000000000000000000000000ca7e'

interface Action {
  target: Address
  signature: string
  /** ABI-encoded arguments (or, with an empty signature, the whole calldata). */
  data: Hex
}

interface Draft {
  description: string
  actions: Action[]
  actionReverts: boolean
  note: string
}

const uint = (v: bigint): Hex => encodeAbiParameters(parseAbiParameters('uint256'), [v])
const addressUint = (a: Address, v: bigint): Hex =>
  encodeAbiParameters(parseAbiParameters('address, uint256'), [a, v])
const transfer = (uni: Address, to: Address, amount: bigint): Action => ({
  target: uni,
  signature: 'transfer(address,uint256)',
  data: addressUint(to, amount),
})

function drafts(p: { uni: Address; timelock: Address; governor: Address }): Draft[] {
  const governorAbi = ownContract('TidepoolGovernor').abi
  return [
    {
      description:
        '# Fund the community grants program\n\nTransfers **1,000,000 UNI** from the treasury to the grants multisig for the next two quarters.\n\n## Scope\n\n- developer tooling\n- audits of community contracts\n- documentation and translations\n\nDiscussion: [governance forum](https://gov.uniswap.org/).',
      actions: [transfer(p.uni, GRANTS, 1_000_000n * UNI)],
      actionReverts: false,
      note: 'executed: 1 M UNI moved from the timelock to 0x…a11ce',
    },
    {
      description:
        "# Reimburse the v3 deployment gas\n\nRepays the deployer **500,000 UNI** for deployment costs.\n\nQueued but never executed within the Timelock's 14-day grace period.",
      actions: [transfer(p.uni, BRIDGE_TEAM, 500_000n * UNI)],
      actionReverts: false,
      note: 'expired: queued, never executed in the grace period',
    },
    {
      description:
        '# Grant for the bridge team and an audit budget\n\nTwo actions:\n\n1. transfer **250,000 UNI** to the bridge team;\n2. approve the auditor to draw up to **100,000 UNI**.\n\n> Executable two days after queueing, as the Timelock requires.',
      actions: [
        transfer(p.uni, BRIDGE_TEAM, 250_000n * UNI),
        {
          target: p.uni,
          signature: 'approve(address,uint256)',
          data: addressUint(AUDITOR, 100_000n * UNI),
        },
      ],
      actionReverts: false,
      note: 'queued: eta one day after boot, executable from then for 14 days',
    },
    {
      description:
        '# Rebate all swap fees to UNI holders\n\nThis description tries to inject markup; it must render as inert text.\n\n<script>alert("xss")</script>\n\n<img src="x" onerror="alert(1)">\n\n[Claim your rebate](javascript:alert(document.cookie))\n\nTransfers **10,000,000 UNI** to a distributor.',
      actions: [transfer(p.uni, GRANTS, 10_000_000n * UNI)],
      actionReverts: false,
      note: 'defeated (Against won); its description holds <script>, <img onerror> and a javascript: link',
    },
    {
      description:
        '# Raise the timelock delay to 3 days\n\nCalls `setDelay(259200)` on the Timelock itself.\n\nWithdrawn by its proposer.',
      actions: [
        { target: p.timelock, signature: 'setDelay(uint256)', data: uint(BigInt(3 * DAY)) },
      ],
      actionReverts: false,
      note: 'canceled by its proposer while pending',
    },
    {
      description:
        '# Lower the proposal threshold to 1,000,000 UNI\n\nCalls `_setProposalThreshold` on the governor (its admin is the Timelock). The action gives the whole calldata with an empty signature.',
      actions: [
        {
          target: p.governor,
          signature: '',
          data: encodeFunctionData({
            abi: governorAbi,
            functionName: '_setProposalThreshold',
            args: [1_000_000n * UNI],
          }),
        },
      ],
      actionReverts: false,
      note: 'succeeded (quorum reached, never queued); action with an empty signature and full calldata',
    },
    {
      description:
        '# Move the whole treasury to the grants program\n\nTransfers **1,000,000,000 UNI** — more than the Timelock holds, so executing it would revert (`Uni::_transferTokens: transfer amount exceeds balance`).',
      actions: [transfer(p.uni, GRANTS, 1_000_000_000n * UNI)],
      actionReverts: true,
      note: 'active (about 7 days of blocks left at boot); its action reverts: the simulation flags it',
    },
    {
      description:
        "# Delegate the treasury's votes to the grants program\n\nCalls `delegate` on UNI from the Timelock.",
      actions: [
        {
          target: p.uni,
          signature: 'delegate(address)',
          data: encodeAbiParameters(parseAbiParameters('address'), [GRANTS]),
        },
      ],
      actionReverts: false,
      note: 'pending (voting starts about 40 h of blocks after boot)',
    },
  ]
}

async function mine(url: string, blocks: bigint): Promise<void> {
  await rpc(url, 'hardhat_mine', [toQuantity(blocks), toQuantity(BLOCK_S)])
}

async function advanceTime(url: string, seconds: number): Promise<void> {
  await rpc(url, 'evm_increaseTime', [seconds])
  await rpc(url, 'hardhat_mine', ['0x1'])
}

export async function seedProposals(p: {
  gov: Sender
  /** Hardhat accounts 10–13, each with 3 M UNI self-delegated. */
  proposers: readonly Sender[]
  governor: Address
  timelock: Address
  uni: Address
}): Promise<ManifestProposal[]> {
  const abi: Abi = ownContract('TidepoolGovernor').abi
  const { gov, governor } = p
  const [a10, a11, a12, a13] = p.proposers
  if (!a10 || !a11 || !a12 || !a13) throw new Error('governance: four proposers needed')
  const list = drafts(p)
  const delay = await read<bigint>(gov, governor, abi, 'votingDelay')
  const period = await read<bigint>(gov, governor, abi, 'votingPeriod')

  const propose = async (by: Sender, i: number): Promise<number> => {
    const d = list[i]
    if (!d) throw new Error(`no draft ${i}`)
    await write(by, governor, abi, 'propose', [
      d.actions.map((a) => a.target),
      d.actions.map(() => 0n),
      d.actions.map((a) => a.signature),
      d.actions.map((a) => a.data),
      d.description,
    ])
    return Number(await read<bigint>(gov, governor, abi, 'proposalCount'))
  }
  const vote = (by: Sender, id: number, support: 0 | 1 | 2, reason?: string) =>
    reason === undefined
      ? write(by, governor, abi, 'castVote', [BigInt(id), support])
      : write(by, governor, abi, 'castVoteWithReason', [BigInt(id), support, reason])

  // Round 1: ids 1–6, proposed together; #5 withdrawn at once.
  const executed = await propose(gov, 0)
  const expired = await propose(a10, 1)
  const queued = await propose(a11, 2)
  const defeated = await propose(a12, 3)
  const canceled = await propose(a13, 4)
  await write(a13, governor, abi, 'cancel', [BigInt(canceled)])
  const succeeded = await propose(a13, 5)
  await mine(gov.url, delay + 1n)
  for (const id of [executed, expired, queued, succeeded]) await vote(gov, id, 1)
  await vote(a12, defeated, 1, 'Holders deserve the fees.')
  await vote(gov, defeated, 0, 'Would drain the treasury for no lasting benefit.')
  await vote(a10, executed, 2)
  await mine(gov.url, period)
  await write(gov, governor, abi, 'queue', [BigInt(executed)])
  await write(gov, governor, abi, 'queue', [BigInt(expired)])
  await advanceTime(gov.url, 2 * DAY + 60)
  await write(gov, governor, abi, 'execute', [BigInt(executed)])
  // Past the Timelock's 14-day grace period: #2 expires unexecuted.
  await advanceTime(gov.url, 15 * DAY)

  // Round 2: #7 becomes active (votes from two proposers, far from quorum), #8 stays pending.
  const active = await propose(a10, 6)
  await mine(gov.url, delay + 1n)
  await vote(a12, active, 1)
  await vote(a13, active, 0, 'The treasury does not hold that much.')
  const pending = await propose(gov, 7)

  // Round 3: one day before the wall clock, queue #3 so it is Queued (not yet executable) after
  // the catch-up; then regular 12 s blocks so block-time averages near the head read 12 s.
  const target = Math.floor(Date.now() / 1000) - DAY
  if ((await chainTime(gov.url)) < target)
    await rpc(gov.url, 'evm_setNextBlockTimestamp', [toQuantity(BigInt(target))])
  await write(gov, governor, abi, 'queue', [BigInt(queued)])
  await mine(gov.url, 1_000n)

  const ids = [executed, expired, queued, defeated, canceled, succeeded, active, pending]
  const expected: ManifestProposalState[] = [
    'executed',
    'expired',
    'queued',
    'defeated',
    'canceled',
    'succeeded',
    'active',
    'pending',
  ]
  const proposers = [gov, a10, a11, a12, a13, a13, a10, gov]
  return Promise.all(
    ids.map(async (id, i): Promise<ManifestProposal> => {
      const d = list[i]
      const state = PROPOSAL_STATES[await read<number>(gov, governor, abi, 'state', [BigInt(id)])]
      if (!d || state === undefined || state !== expected[i] || id !== i + 1)
        throw new Error(`governance: proposal ${id} is ${String(state)}, expected ${expected[i]}`)
      return {
        id,
        state,
        title: (d.description.split('\n')[0] ?? '').replace(/^# /, ''),
        proposer: (proposers[i] as Sender).from,
        actionReverts: d.actionReverts,
        note: d.note,
      }
    }),
  )
}
