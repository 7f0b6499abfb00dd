// readGasPrice against the live devnet (issue 18, spec 01 §7 item 6): the L1's ENS names its
// fast-gas aggregator `fast-gas-gwei.data.eth` (packages/devnet deploy/gasOracle.ts), whose answer
// differs from the node's eth_gasPrice; the L2 has no ENS, so its network fee is used.
import { chainOf, publicClient } from '@tidepool/devnet/testing/clients'
import { devnetL1 } from '@tidepool/devnet/testing/context'
import { revert, rpc, snapshot } from '@tidepool/devnet/testing/rpc'
import { encodeFunctionData, parseAbi } from 'viem'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { localChains } from './chains'
import { FAST_GAS_ENS_NAME, readGasPrice } from './gasPrice'

const { manifest, l1 } = devnetL1()
const l2 = chainOf(manifest, 2)
const oracle = l1.gasOracle
if (!oracle) throw new Error('manifest lacks the L1 gas oracle')
const [l1Chain, l2Chain] = ['L1', 'L2'].map((_, i) => {
  const c = localChains([i === 0 ? l1 : l2], {
    explorerUrl: manifest.explorerUrl,
    tokenListUrls: manifest.tokenListUrls,
  })[0]
  if (!c) throw new Error('no chain row')
  return c
})
if (!l1Chain || !l2Chain) throw new Error('no chain rows')

const nodeGasPrice = async (url: string) => BigInt(await rpc<string>(url, 'eth_gasPrice'))

/** Sets the aggregator's answer as its deployer (impersonated on the node by the devnet). */
async function setAnswer(answer: bigint) {
  await rpc(l1.rpcUrl, 'eth_sendTransaction', [
    {
      from: oracle?.deployer,
      to: oracle?.aggregator,
      data: encodeFunctionData({
        abi: parseAbi(['function setAnswer(int256)']),
        functionName: 'setAnswer',
        args: [answer],
      }),
    },
  ])
}

describe('the gas price on the devnet', () => {
  let id: string
  beforeEach(async () => {
    id = await snapshot(l1.rpcUrl)
  })
  afterEach(async () => {
    await revert(l1.rpcUrl, id)
  })

  it("reads the L1's aggregator through its ENS name, not the node's fee", async () => {
    expect(oracle.ensName).toBe(FAST_GAS_ENS_NAME)
    // 3 gwei: the devnet's answer, written down here independently of the deploy code.
    expect(oracle.answerWei).toBe('3000000000')
    // What is tested is the way through ENS, not the timeout (gasPrice.test.ts): a loaded
    // machine may take longer than the app's 1 s for the first read, which resolves the name.
    const price = await readGasPrice(publicClient(l1), l1Chain, { timeoutMs: 30_000 })
    expect(price).toEqual({ wei: 3_000_000_000n, source: 'oracle' })
    expect(await nodeGasPrice(l1.rpcUrl)).not.toBe(price.wei)
  })

  it("falls back to the node's fee when the aggregator answers zero", async () => {
    await setAnswer(0n)
    const price = await readGasPrice(publicClient(l1), l1Chain, { timeoutMs: 30_000 })
    expect(price.source).toBe('network')
    // The node's fee moves block by block (the devnet keeps a floor): near the current one.
    const fee = await nodeGasPrice(l1.rpcUrl)
    expect(price.wei * 2n > fee && price.wei < fee * 2n).toBe(true)
  })

  it("uses the node's fee on the L2, which has no ENS", async () => {
    expect(l2Chain.ensRegistry).toBeUndefined()
    const price = await readGasPrice(publicClient(l2), l2Chain)
    expect(price.source).toBe('network')
    expect(price.wei).toBeGreaterThan(0n)
  })
})
