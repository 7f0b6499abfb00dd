// Issue 16: the governor, its Timelock, the delegations and the seeded proposals as the manifest
// lists them, and a full proposal life (propose, vote three ways, queue, execute) plus Bravo's
// refusals, each inside evm_snapshot/evm_revert so the seeded states stay as listed.
import {
  type Abi,
  type Address,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  parseAbi,
  parseAbiParameters,
} from 'viem'
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest'
import { ownContract } from './contracts/compiled.ts'
import { PROPOSAL_STATES } from './manifest.ts'
import { chainOf, publicClient, walletClient } from './testing/clients.ts'
import { revert, rpc, snapshot } from './testing/rpc.ts'

const manifest = inject('manifest')
const chain = chainOf(manifest, 1)
const client = publicClient(chain)
const governance = chain.governance
const uniToken = chain.governanceToken
if (!governance || !uniToken) throw new Error('the L1 manifest has no governance')
const governor = governance.governor
const timelock = governance.timelock
const uni = uniToken.address
const abi: Abi = ownContract('TidepoolGovernor').abi
const uniAbi = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function getCurrentVotes(address) view returns (uint96)',
  'function delegates(address) view returns (address)',
  'function minter() view returns (address)',
  'function transfer(address, uint256) returns (bool)',
])
const timelockAbi = parseAbi([
  'function admin() view returns (address)',
  'function delay() view returns (uint256)',
])

const UNI = 10n ** 18n
const account = (i: number): Address => {
  const a = manifest.accounts[i]
  if (!a) throw new Error(`no account ${i}`)
  return a.address
}

const read = <T>(functionName: string, args: unknown[] = []) =>
  client.readContract({ address: governor, abi, functionName, args }) as Promise<T>
const stateOf = async (id: bigint) => PROPOSAL_STATES[await read<number>('state', [id])]

async function send(from: number, functionName: string, args: unknown[]): Promise<void> {
  const wallet = walletClient(manifest, chain, from)
  const hash = await wallet.writeContract({ address: governor, abi, functionName, args })
  const receipt = await client.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
}

/** The revert reason of a governor call from `from`, as the node reports it. */
function refusal(from: number, functionName: string, args: unknown[]): Promise<unknown> {
  return client.simulateContract({
    account: account(from),
    address: governor,
    abi,
    functionName,
    args,
  })
}

const mine = (blocks: bigint) =>
  rpc(chain.rpcUrl, 'hardhat_mine', [`0x${blocks.toString(16)}`, '0xc'])

const RECIPIENT: Address = '0x000000000000000000000000000000000000feed'
const transferAction = (amount: bigint): [Address[], bigint[], string[], Hex[]] => [
  [uni],
  [0n],
  ['transfer(address,uint256)'],
  [encodeAbiParameters(parseAbiParameters('address, uint256'), [RECIPIENT, amount])],
]

describe('governance on the L1 (issue 16)', () => {
  let snap: string
  beforeEach(async () => {
    snap = await snapshot(chain.rpcUrl)
  })
  afterEach(async () => {
    await revert(chain.rpcUrl, snap)
  })

  it('reports every seeded proposal in the state the manifest lists, one of each state', async () => {
    expect(await read<bigint>('proposalCount')).toBe(BigInt(governance.proposals.length))
    expect(await read<bigint>('initialProposalId')).toBe(0n)
    for (const p of governance.proposals) {
      expect(await stateOf(BigInt(p.id)), `proposal ${p.id}`).toBe(p.state)
    }
    expect(new Set(governance.proposals.map((p) => p.state))).toEqual(new Set(PROPOSAL_STATES))
  })

  it('reads back the parameters, and the governor and timelock own each other', async () => {
    expect(await read<bigint>('proposalThreshold')).toBe(2_500_000n * UNI)
    expect(await read<bigint>('quorumVotes')).toBe(40_000_000n * UNI)
    expect(await read<bigint>('votingPeriod')).toBe(50_400n)
    expect(await read<bigint>('votingDelay')).toBe(13_140n)
    expect(await read<string>('name')).toBe('Uniswap Governor Bravo')
    expect(await read<Address>('timelock')).toBe(timelock)
    expect(await read<Address>('uni')).toBe(uni)
    expect(await read<Address>('admin')).toBe(timelock)
    const tl = { address: timelock, abi: timelockAbi } as const
    expect(await client.readContract({ ...tl, functionName: 'admin' })).toBe(governor)
    expect(await client.readContract({ ...tl, functionName: 'delay' })).toBe(2n * 86_400n)
    expect(await client.readContract({ address: uni, abi: uniAbi, functionName: 'minter' })).toBe(
      timelock,
    )
  })

  it('gives the test accounts the listed delegations and votes', async () => {
    const votes = (a: Address) =>
      client.readContract({ address: uni, abi: uniAbi, functionName: 'getCurrentVotes', args: [a] })
    expect(await votes(account(0))).toBe(3_000_000n * UNI)
    // #1's own 41 M plus #4's 5 M: #1 alone reaches the 40 M quorum.
    expect(await votes(account(1))).toBe(46_000_000n * UNI)
    expect(await votes(account(4))).toBe(0n)
    expect(await votes(account(5))).toBe(0n)
    expect(await votes(account(6))).toBe(1_000_000n * UNI)
    for (const d of governance.delegations ?? []) {
      const delegatee = await client.readContract({
        address: uni,
        abi: uniAbi,
        functionName: 'delegates',
        args: [d.account],
      })
      expect(delegatee, d.account).toBe(d.delegatee)
    }
  })

  it('leaves the reverting proposal active, and its action reverts when the timelock runs it', async () => {
    const flagged = governance.proposals.find((p) => p.actionReverts)
    expect(flagged?.state).toBe('active')
    const [targets, , signatures, calldatas] = await read<[Address[], bigint[], string[], Hex[]]>(
      'getActions',
      [BigInt(flagged?.id ?? 0)],
    )
    expect(signatures).toEqual(['transfer(address,uint256)'])
    const data = encodeFunctionData({
      abi: uniAbi,
      functionName: 'transfer',
      args: [RECIPIENT, 1n],
    }).slice(0, 10)
    await expect(
      client.call({
        account: timelock,
        to: targets[0],
        data: `${data}${calldatas[0]?.slice(2)}` as Hex,
      }),
    ).rejects.toThrow(/transfer amount exceeds balance/)
  })

  it('runs a proposal from propose to execute: For, Against and Abstain with reasons', async () => {
    await send(0, 'propose', [...transferAction(1_000n * UNI), '# Round trip\n\nPays 1,000 UNI.'])
    const id = await read<bigint>('proposalCount')
    expect(await read<bigint>('latestProposalIds', [account(0)])).toBe(id)
    expect(await stateOf(id)).toBe('pending')
    await mine(13_141n)
    expect(await stateOf(id)).toBe('active')
    await send(1, 'castVoteWithReason', [id, 1, 'Worth it.'])
    await send(2, 'castVote', [id, 0])
    await send(3, 'castVoteWithReason', [id, 2, 'No opinion.'])
    await expect(refusal(2, 'castVote', [id, 1])).rejects.toThrow(/voter already voted/)
    expect(await read('getReceipt', [id, account(1)])).toEqual({
      hasVoted: true,
      support: 1,
      votes: 46_000_000n * UNI,
    })
    const p = await read<readonly unknown[]>('proposals', [id])
    expect(p.slice(5, 8)).toEqual([46_000_000n * UNI, 15_000_000n * UNI, 15_000_000n * UNI])

    await mine(50_400n)
    expect(await stateOf(id)).toBe('succeeded')
    await send(0, 'queue', [id])
    expect(await stateOf(id)).toBe('queued')
    await expect(refusal(0, 'execute', [id])).rejects.toThrow(/hasn't surpassed time lock/)
    await rpc(chain.rpcUrl, 'evm_increaseTime', [2 * 86_400])
    await mine(1n)
    await send(0, 'execute', [id])
    expect(await stateOf(id)).toBe('executed')
    const balance = await client.readContract({
      address: uni,
      abi: uniAbi,
      functionName: 'balanceOf',
      args: [RECIPIENT],
    })
    expect(balance).toBe(1_000n * UNI)
  })

  it('refuses propose below the threshold and with a live proposal', async () => {
    const args = [...transferAction(1n), '# Refused\n\nNo.']
    await expect(refusal(6, 'propose', args)).rejects.toThrow(/below proposal threshold/)
    await send(0, 'propose', args)
    await expect(refusal(0, 'propose', args)).rejects.toThrow(/already pending proposal/)
    await mine(13_141n)
    await expect(refusal(0, 'propose', args)).rejects.toThrow(/already active proposal/)
  })

  it('counts a vote by signature (EIP-712 ballot) for the signer', async () => {
    const id = BigInt(governance.proposals.find((p) => p.state === 'active')?.id ?? 0)
    const signer = walletClient(manifest, chain, 2)
    const signature = await signer.signTypedData({
      domain: {
        name: 'Uniswap Governor Bravo',
        chainId: chain.chainId,
        verifyingContract: governor,
      },
      types: {
        Ballot: [
          { name: 'proposalId', type: 'uint256' },
          { name: 'support', type: 'uint8' },
        ],
      },
      primaryType: 'Ballot',
      message: { proposalId: id, support: 2 },
    })
    const r = signature.slice(0, 66) as Hex
    const s = `0x${signature.slice(66, 130)}` as Hex
    const v = Number.parseInt(signature.slice(130, 132), 16)
    await send(0, 'castVoteBySig', [id, 2, v, r, s])
    expect(await read('getReceipt', [id, account(2)])).toEqual({
      hasVoted: true,
      support: 2,
      votes: 15_000_000n * UNI,
    })
  })
})
