// Issue 35 against the live devnet: every send is simulated first (the devnet's proxy speaks
// eth_simulateV1); against a node without the method (a public node that answers -32601, as the
// devnet's node itself would without its proxy) the send falls back to eth_call's success or
// revert (the estimate) and the dialog is told the changes could not be previewed.
import {
  interceptedTransport,
  tokenOf,
  viemChain,
  walletClient,
} from '@tidepool/devnet/testing/clients'
import { devnetL1 } from '@tidepool/devnet/testing/context'
import { revert, snapshot } from '@tidepool/devnet/testing/rpc'
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  parseEventLogs,
  parseUnits,
} from 'viem'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { useSimulationsStore } from '../state/simulations'
import { sendTransaction } from './sendTransaction'

const { manifest, l1: chain } = devnetL1()
const user = walletClient(manifest, chain, 7)
const dai = tokenOf(chain, 'DAI').address as Address
const to = manifest.accounts[8]?.address as Address
/** The devnet, or the devnet as a node without eth_simulateV1 would answer; counts its calls. */
function client(simulates: boolean) {
  const methods: string[] = []
  const c = createPublicClient({
    chain: viemChain(chain),
    transport: interceptedTransport(chain, (method) => {
      methods.push(method)
      if (method === 'eth_simulateV1' && !simulates)
        throw Object.assign(new Error('the method eth_simulateV1 does not exist'), {
          code: -32601,
        })
      return undefined
    }),
  })
  return { client: c, methods }
}

const transfer = (amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })

let snap: string
beforeEach(async () => {
  snap = await snapshot(chain.rpcUrl)
})
afterEach(async () => {
  await revert(chain.rpcUrl, snap)
})

describe('sendTransaction on the devnet (issue 35)', () => {
  it('simulates the send first and publishes the transfer the receipt then shows', async () => {
    const { client: publicClient, methods } = client(true)
    const amount = parseUnits('3.25', 18)
    const sent = await sendTransaction({
      walletClient: user,
      publicClient,
      to: dai,
      data: transfer(amount),
    })
    expect(methods[0]).toBe('eth_simulateV1')
    const published = useSimulationsStore.getState().latest?.simulation
    expect(published?.kind).toBe('simulated')
    const changes = published?.kind === 'simulated' ? published.effects.changes : []
    expect(changes).toEqual([{ token: dai, delta: -amount }])
    const receipt = await publicClient.waitForTransactionReceipt({ hash: sent.hash })
    const moved = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs })
    expect(moved.map((l) => [l.address.toLowerCase(), l.args.value])).toEqual([
      [dai.toLowerCase(), amount],
    ])
  })

  it('without eth_simulateV1: sent after the estimate, the dialog told; a revert still stops it', async () => {
    const { client: publicClient, methods } = client(false)
    const sent = await sendTransaction({
      walletClient: user,
      publicClient,
      to: dai,
      data: transfer(1n),
    })
    expect(methods).toContain('eth_simulateV1')
    expect(useSimulationsStore.getState().latest?.simulation.kind).toBe('unavailable')
    expect((await publicClient.waitForTransactionReceipt({ hash: sent.hash })).status).toBe(
      'success',
    )
    const nonce = await publicClient.getTransactionCount({ address: user.account.address })
    const tooMuch = parseUnits('1000000000', 18)
    await expect(
      sendTransaction({ walletClient: user, publicClient, to: dai, data: transfer(tooMuch) }),
    ).rejects.toThrow()
    expect(await publicClient.getTransactionCount({ address: user.account.address })).toBe(nonce)
  })
})
