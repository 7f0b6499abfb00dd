// simulateActions against the live devnet (integration project). The devnet answers eth_simulateV1
// (its RPC proxy emulates it, issue 35), so the actions run as one simulated block from the
// timelock: a UNI transfer from the treasury moves exactly its amount; one beyond the treasury
// reverts with Uni's own reason. A client that refuses eth_simulateV1 gets the same outcomes by
// tracing each action (callTracer with logs), and one that refuses debug_* too still learns from
// eth_call which action reverts.
import { devnetL1 } from '@tidepool/devnet/testing/context'
import { createPublicClient, custom, encodeAbiParameters, getAddress, http, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import type { ProposalAction } from '../types'
import { simulateActions } from './simulateActions'

const { l1 } = devnetL1()
if (!l1.governance || !l1.governanceToken) throw new Error('the devnet L1 has no governance')
const { timelock } = l1.governance
const uni = l1.governanceToken.address
const client = createPublicClient({ transport: http(l1.rpcUrl) })
const TO = getAddress('0x000000000000000000000000000000000000dead')

const transfer = (amount: bigint): ProposalAction => ({
  target: uni,
  value: 0n,
  signature: 'transfer(address,uint256)',
  calldata: encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [TO, amount]),
})

/** A client of the devnet's L1 for which the methods `refused` picks do not exist. */
const clientRefusing = (refused: (method: string) => boolean) =>
  createPublicClient({
    transport: custom({
      request: async ({ method, params }) => {
        if (refused(method)) throw new Error(`method ${method} not available`)
        const res = await fetch(l1.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
        })
        const json = (await res.json()) as {
          result?: unknown
          error?: { message: string; data?: unknown }
        }
        if (json.error) throw Object.assign(new Error(json.error.message), json.error)
        return json.result
      },
    }),
  })

describe('simulateActions on the devnet', () => {
  it.each([
    ['bundle', client],
    ['trace', clientRefusing((method) => method === 'eth_simulateV1')],
  ] as const)(
    '%s: each action from the timelock, the transfer and the revert with its reason',
    async (mode, client) => {
      const treasury = await client.readContract({
        address: uni,
        abi: parseAbi(['function balanceOf(address) view returns (uint256)']),
        functionName: 'balanceOf',
        args: [timelock],
      })
      const result = await simulateActions(client, {
        timelock,
        actions: [transfer(10n ** 18n), transfer(treasury + 1n)],
      })
      expect(result.mode).toBe(mode)
      expect(result.outcomes[0]).toEqual({
        status: 'success',
        changes: [
          { holder: getAddress(timelock), token: getAddress(uni), delta: -(10n ** 18n) },
          { holder: TO, token: getAddress(uni), delta: 10n ** 18n },
        ],
      })
      expect(result.outcomes[1]).toMatchObject({ status: 'reverted' })
      expect(result.outcomes[1]?.status === 'reverted' && result.outcomes[1].reason).toContain(
        'exceeds balance',
      )
    },
  )

  it('falls back to eth_call where the node neither simulates nor traces', async () => {
    const plain = clientRefusing(
      (method) => method.startsWith('debug_') || method === 'eth_simulateV1',
    )
    const result = await simulateActions(plain, {
      timelock,
      actions: [transfer(1n), transfer(2n ** 95n)],
    })
    expect(result.mode).toBe('call')
    expect(result.outcomes[0]).toEqual({ status: 'success', changes: undefined })
    expect(result.outcomes[1]).toMatchObject({ status: 'reverted' })
  })
})
