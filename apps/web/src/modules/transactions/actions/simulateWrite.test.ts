// Issue 35: every send is simulated before the wallet is asked (sendTransaction's first step).
import {
  type Address,
  createWalletClient,
  custom,
  encodeAbiParameters,
  encodeErrorResult,
  encodeEventTopics,
  parseAbi,
} from 'viem'
import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { NATIVE_TRANSFER_LOG_ADDRESS } from '../../../chain/balanceChanges'
import { SimulationMismatchError, TransactionRevertError } from '../errors'
import { useSimulationsStore } from '../state/simulations'
import { fakeNode } from '../testing/fakeNode'
import { ALICE, BOB } from '../testing/fixtures'
import { sendTransaction } from './sendTransaction'

const TRANSFER = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 value)',
])
const ethLog = (from: Address, to: Address, value: bigint) => ({
  address: NATIVE_TRANSFER_LOG_ADDRESS,
  topics: encodeEventTopics({ abi: TRANSFER, eventName: 'Transfer', args: { from, to } }),
  data: encodeAbiParameters([{ type: 'uint256' }], [value]),
})

function setup(simulate: unknown) {
  const fake = fakeNode({ simulate })
  const walletClient = createWalletClient({
    account: ALICE as Address,
    chain: mainnet,
    transport: custom({ request: fake.request }, { retryCount: 0 }),
  })
  const send = (check?: Parameters<typeof sendTransaction>[0]['check']) =>
    sendTransaction({ walletClient, publicClient: fake.client, to: BOB, value: 5n, check })
  const methods = () => fake.node.calls.map((c) => c.method)
  return { send, methods }
}

describe('sendTransaction: the simulation before the wallet (issue 35)', () => {
  it('simulates first, then estimates and sends, and publishes the outcome for the dialog', async () => {
    const t = setup([
      {
        calls: [
          { status: '0x1', returnData: '0x', gasUsed: '0x5208', logs: [ethLog(ALICE, BOB, 5n)] },
        ],
      },
    ])
    await t.send()
    const methods = t.methods()
    expect(methods.indexOf('eth_simulateV1')).toBeLessThan(methods.indexOf('eth_estimateGas'))
    expect(methods.indexOf('eth_estimateGas')).toBeLessThan(methods.indexOf('eth_sendTransaction'))
    const latest = useSimulationsStore.getState().latest
    expect(latest?.chainId).toBe(1)
    expect(latest?.simulation).toEqual({
      kind: 'simulated',
      account: ALICE,
      effects: { changes: [{ token: 'native', delta: -5n }], nfts: [], approvals: [] },
    })
  })

  it('does not ask the wallet when the simulation reverts, and says why', async () => {
    const data = encodeErrorResult({
      abi: parseAbi(['error Error(string)']),
      errorName: 'Error',
      args: ['Too little received'],
    })
    const t = setup([
      {
        calls: [
          {
            status: '0x0',
            returnData: data,
            gasUsed: '0x0',
            error: { code: 3, message: 'execution reverted', data },
          },
        ],
      },
    ])
    const error = await t.send().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TransactionRevertError)
    expect((error as TransactionRevertError).reason).toBe('Too little received')
    expect(t.methods()).not.toContain('eth_sendTransaction')
    expect(t.methods()).not.toContain('eth_estimateGas')
  })

  it("blocks the send when the flow's check disagrees with the simulated outcome", async () => {
    const t = setup([{ calls: [{ status: '0x1', returnData: '0x', gasUsed: '0x5208', logs: [] }] }])
    const error = await t.send(() => 'You would receive 0 DAI.').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SimulationMismatchError)
    expect((error as SimulationMismatchError).detail).toBe('You would receive 0 DAI.')
    expect(t.methods()).not.toContain('eth_sendTransaction')
  })

  it('falls back on a node without eth_simulateV1: sent after the estimate, and the dialog is told', async () => {
    const t = setup(undefined)
    let seen: unknown
    await t.send((simulation) => {
      seen = simulation.kind
      return undefined
    })
    expect(seen).toBe('unavailable')
    expect(t.methods()).toContain('eth_sendTransaction')
    expect(useSimulationsStore.getState().latest?.simulation.kind).toBe('unavailable')
  })
})
