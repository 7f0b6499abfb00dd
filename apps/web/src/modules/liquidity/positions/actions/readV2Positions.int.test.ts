// readV2Positions against the live devnet (integration project): account 0's seeded v2 and
// fork-exchange positions (manifest v2Seed) found among candidates that also hold a pair never
// created, each tagged protocol 'v2' with its balance and reserves as single eth_calls give them;
// counted HTTP requests through a batching transport like the app's (chain/transports.ts:
// JSON-RPC batches flushed after 50 ms): two when positions are held, one when none is.
import { devnetL1 } from '@tidepool/devnet/testing/context'
import { Token } from '@uniswap/sdk-core'
import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { v2PairAbi } from '../../../../chain/abis/v2'
import { uniswapV2Exchange, type V2Exchange } from '../../../../chain/contracts'
import { countingClient } from '../../../../chain/testing/countingClient'
import { readV2Positions } from './readV2Positions'

const { manifest, l1 } = devnetL1()
const seed = l1.v2Seed
const fork = l1.forkV2
if (!seed || !fork) throw new Error('manifest lacks the L1, its v2Seed or its forkV2')

const { client, counter } = countingClient(l1.rpcUrl)
const exchanges: Record<'uniswap' | 'fork', V2Exchange> = {
  uniswap: uniswapV2Exchange(l1.contracts.v2Factory),
  fork: { kind: 'fork', label: fork.label, factory: fork.factory, initCodeHash: fork.initCodeHash },
}
// Decimals play no part in a pair's address or reads; the sdk's Token just needs some.
const token = (address: Address) =>
  new Token(l1.chainId, address, l1.tokens.find((t) => t.address === address)?.decimals ?? 18)
const account = (i: number) => manifest.accounts[i]?.address ?? '0x'
const symbol = (s: string) => {
  const t = l1.tokens.find((x) => x.symbol === s)
  if (!t) throw new Error(`no ${s}`)
  return t.address
}

describe('readV2Positions on the seeded devnet', () => {
  const owner = account(0)
  const held = seed.positions.filter((p) => p.owner.toLowerCase() === owner.toLowerCase())
  const candidates = [
    // A pair never created (readV2Pairs.int.test: no WBTC/DAI pair): its balanceOf just fails.
    { exchange: exchanges.uniswap, tokenA: token(symbol('WBTC')), tokenB: token(symbol('DAI')) },
    ...held.map((p) => ({
      exchange: exchanges[p.exchange],
      tokenA: token(p.token1),
      tokenB: token(p.token0),
    })),
  ]

  it('finds every seeded position of the account, in candidate order, in 2 HTTP requests', async () => {
    expect(held.length).toBeGreaterThanOrEqual(1)
    counter.requests = 0
    const positions = await readV2Positions(client, {
      pairs: candidates,
      account: owner,
      multicallAddress: l1.contracts.multicall3,
    })
    expect(counter.requests).toBe(2)
    expect(positions.map((p) => p.address)).toEqual(held.map((p) => p.pair))
    for (const [i, p] of positions.entries()) {
      expect(p).toMatchObject({
        protocol: 'v2',
        exchange: exchanges[held[i]?.exchange ?? 'uniswap'],
      })
      expect(p.token0.address).toBe(held[i]?.token0)
      const balance = await client.readContract({
        address: p.address,
        abi: v2PairAbi,
        functionName: 'balanceOf',
        args: [owner],
      })
      expect(p.balance).toBe(balance)
      expect(p.balance).toBeGreaterThan(0n)
      const [r0, r1] = await client.readContract({
        address: p.address,
        abi: v2PairAbi,
        functionName: 'getReserves',
      })
      expect([p.reserve0, p.reserve1]).toEqual([r0, r1])
    }
  })

  it('gives none in 1 HTTP request for an account that holds none of the candidates', async () => {
    // No test account: the deployer and the mining seed hold liquidity tokens of the pairs too.
    const outsider = '0x1111111111111111111111111111111111111111'
    counter.requests = 0
    const positions = await readV2Positions(client, {
      pairs: candidates,
      account: outsider,
      multicallAddress: l1.contracts.multicall3,
    })
    expect(positions).toEqual([])
    expect(counter.requests).toBe(1)
  })
})
