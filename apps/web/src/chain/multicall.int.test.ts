// multicallReads against the live devnet (integration project): the seeded tokens' decimals and
// balances through the devnet's Multicall3, agreeing with plain eth_calls; failures per call.
import { devnetL1 } from '@tidepool/devnet/testing/context'
import { createPublicClient, hexToString, http, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { erc20Abi, erc20Bytes32Abi } from './abis/erc20'
import { multicallReads } from './multicall'

// Provided by the integration project's global setup (packages/devnet/src/testing/globalSetup.ts).
const { manifest, l1 } = devnetL1()
const account = manifest.accounts[0]?.address
if (!account) throw new Error('manifest lacks the L1 or an account')
const client = createPublicClient({ transport: http(l1.rpcUrl) })
const multicallAddress = l1.contracts.multicall3

describe('multicallReads on the devnet', () => {
  it('reads every seeded token’s decimals and balance, as single eth_calls do', async () => {
    const calls = l1.tokens.flatMap((t) => [
      { address: t.address, abi: erc20Abi, functionName: 'decimals' as const },
      {
        address: t.address,
        abi: erc20Abi,
        functionName: 'balanceOf' as const,
        args: [account] as const,
      },
    ])
    // chunkSize 3: several aggregate3 calls, results still in call order.
    const results = await multicallReads(client, { calls, multicallAddress, chunkSize: 3 })
    expect(results).toHaveLength(calls.length)
    for (const [i, t] of l1.tokens.entries()) {
      expect(results[2 * i]).toEqual({ status: 'success', result: t.decimals })
      const balance = await client.readContract({
        address: t.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account],
      })
      expect(results[2 * i + 1]).toEqual({ status: 'success', result: balance })
    }
  })

  it('fails alone a read of an address without code', async () => {
    const mkr = l1.tokens.find((t) => t.kind === 'bytes32')
    if (!mkr) throw new Error('no bytes32 token')
    const [noCode, symbol] = await multicallReads(client, {
      multicallAddress,
      calls: [
        { address: zeroAddress, abi: erc20Abi, functionName: 'decimals' },
        { address: mkr.address, abi: erc20Bytes32Abi, functionName: 'symbol' },
      ],
    })
    expect(noCode?.status).toBe('failure')
    expect(symbol?.status === 'success' && hexToString(symbol.result, { size: 32 })).toBe(
      mkr.symbol,
    )
  })
})
