// simulateActions against the live devnet (integration project): hardhat has no eth_simulateV1,
// so each action is traced (callTracer with logs) from the timelock — a UNI transfer from the
// treasury moves exactly its amount; one beyond the treasury reverts with Uni's own reason; and
// without tracing (a client that refuses debug_*) the eth_call fallback still says which.
import type { Manifest } from '@tidepool/devnet/manifest'
import { createPublicClient, custom, encodeAbiParameters, getAddress, http, parseAbi } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import type { ProposalAction } from '../types'
import { simulateActions } from './simulateActions'

declare module 'vitest' {
  export interface ProvidedContext {
    manifest: Manifest
  }
}

const manifest = inject('manifest')
const l1 = manifest.chains.find((c) => c.layer === 1)
if (!l1?.governance || !l1.governanceToken) throw new Error('the devnet L1 has no governance')
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

describe('simulateActions on the devnet', () => {
  it('traces each action from the timelock: the transfer and the revert with its reason', async () => {
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
    expect(result.mode).toBe('trace')
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
  })

  it('falls back to eth_call where the node neither simulates nor traces', async () => {
    const plain = createPublicClient({
      transport: custom({
        request: async ({ method, params }) => {
          if (method.startsWith('debug_') || method === 'eth_simulateV1')
            throw new Error(`method ${method} not available`)
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
    const result = await simulateActions(plain, {
      timelock,
      actions: [transfer(1n), transfer(2n ** 95n)],
    })
    expect(result.mode).toBe('call')
    expect(result.outcomes[0]).toEqual({ status: 'success', changes: undefined })
    expect(result.outcomes[1]).toMatchObject({ status: 'reverted' })
  })
})
