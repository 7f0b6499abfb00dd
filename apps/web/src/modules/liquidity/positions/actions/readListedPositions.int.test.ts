// /pool's one read against the live devnet (issue 32 budget: v3 and v4 positions in ≤ 4 HTTP
// requests, every time). The two reads run in lockstep (chain/rounds.ts), so a read that is slow to
// take its answers in (a busy main thread, here a delay the test puts on the v4 read's answers)
// holds the other's next round back instead of splitting a round into two HTTP requests.
import { publicClient } from '@tidepool/devnet/testing/clients'
import { devnetV4 } from '@tidepool/devnet/testing/context'
import { revert, rpc, snapshot } from '@tidepool/devnet/testing/rpc'
import { V4_DEPLOYERS } from '@tidepool/devnet/testing/v4'
import {
  type Address,
  createClient,
  custom,
  encodeFunctionData,
  type Hex,
  http,
  parseAbi,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RPC_BATCH_WAIT_MS } from '../../../../chain/transports'
import { readListedPositions } from './readListedPositions'
import { readV4Positions } from './readV4Positions'

const { manifest, l1, v4, deployBlock } = devnetV4('v4-only')
const chainClient = publicClient(l1)
const deployer = V4_DEPLOYERS[1]
const receiver = manifest.accounts[1]?.address as Address

/**
 * The app's transport (viem's HTTP with the 50 ms batch) counting its HTTP requests, with the v4
 * read's answers (its logs, StateView's and the v4 position manager's multicalls) handed back
 * `slowMs` later than the rest: that read takes longer than a batch window between its rounds.
 */
function slowV4Client(slowMs: number) {
  const counter = { requests: 0 }
  const node = http(l1.rpcUrl, {
    batch: { wait: RPC_BATCH_WAIT_MS },
    onFetchRequest: () => {
      counter.requests++
    },
  })({})
  const v4Addresses = [v4?.positionManager, v4?.stateView].map((a) => a?.slice(2).toLowerCase())
  const isV4 = (params: unknown) => {
    const text = JSON.stringify(params ?? null).toLowerCase()
    return v4Addresses.some((a) => a && text.includes(a))
  }
  const transport = custom(
    {
      async request({ method, params }) {
        const answer = await node.request({ method, params } as Parameters<typeof node.request>[0])
        if (isV4(params)) await new Promise((resolve) => setTimeout(resolve, slowMs))
        return answer
      },
    },
    { retryCount: 0 },
  )
  return { client: createClient({ transport }), counter }
}

let state = ''
beforeAll(async () => {
  state = await snapshot(l1.rpcUrl)
  // Account 1 holds seeded v3 positions; it receives one of the v4 deployer's seeded positions.
  const [position] = (
    await readV4Positions(chainClient, {
      chainId: l1.chainId,
      account: deployer,
      positionManager: v4.positionManager,
      stateView: v4.stateView,
      fromBlock: BigInt(deployBlock),
      multicallAddress: l1.contracts.multicall3,
    })
  ).positions
  if (!position) throw new Error('the v4 deployer holds no position')
  await rpc(l1.rpcUrl, 'hardhat_impersonateAccount', [deployer])
  const hash = (await rpc(l1.rpcUrl, 'eth_sendTransaction', [
    {
      from: deployer,
      to: v4.positionManager,
      data: encodeFunctionData({
        abi: parseAbi(['function transferFrom(address from, address to, uint256 id)']),
        functionName: 'transferFrom',
        args: [deployer, receiver, position.tokenId],
      }),
    },
  ])) as Hex
  await chainClient.waitForTransactionReceipt({ hash })
})
afterAll(async () => {
  await revert(l1.rpcUrl, state)
})

const parameters = (head: bigint | undefined) => ({
  chainId: l1.chainId,
  account: receiver,
  positionManager: l1.contracts.positionManager,
  v3Factory: l1.contracts.v3Factory,
  multicallAddress: l1.contracts.multicall3,
  v4: {
    positionManager: v4.positionManager,
    stateView: v4.stateView,
    fromBlock: BigInt(deployBlock),
    head,
  },
})

describe('readListedPositions (v3 and v4 in lockstep)', () => {
  const v3Count = l1.v3Seed?.positions.filter((x) => x.owner === receiver).length ?? 0

  it('lists v3 and v4 in 3 HTTP requests with a known head, though the v4 read takes its answers in 120 ms late', async () => {
    expect(v3Count).toBeGreaterThan(0)
    const head = await chainClient.getBlockNumber()
    const { client, counter } = slowV4Client(120)
    const listed = await readListedPositions(client, parameters(head))
    expect(listed.v4Error).toBeUndefined()
    expect(listed.positions.map((p) => p.protocol)).toEqual([...Array(v3Count).fill('v3'), 'v4'])
    expect(counter.requests).toBe(3)
  })

  it('asks for the head first when it has none: 4 HTTP requests, the same positions', async () => {
    const { client, counter } = slowV4Client(120)
    const listed = await readListedPositions(client, parameters(undefined))
    expect(listed.positions.map((p) => p.protocol)).toEqual([...Array(v3Count).fill('v3'), 'v4'])
    expect(counter.requests).toBe(4)
  })
})
