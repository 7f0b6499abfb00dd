// readV2Pairs against the live devnet (integration project): the seeded v2 pairs' addresses are
// derived (manifest v2Pairs is the oracle), their reserves and supply equal single eth_calls, a
// pair that was never created is NOT_EXISTS and a same-token request is INVALID.

import { devnetL1 } from '@tidepool/devnet/testing/context'
import { Token } from '@uniswap/sdk-core'
import { createPublicClient, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { v2PairAbi } from '../../../../chain/abis/v2'
import { uniswapV2Exchange } from '../../../../chain/contracts'
import { readV2Pairs } from './readV2Pairs'

const { l1 } = devnetL1()
const client = createPublicClient({ transport: http(l1.rpcUrl) })
const exchange = uniswapV2Exchange(l1.contracts.v2Factory)
const token = (symbol: string) => {
  const t = l1.tokens.find((x) => x.symbol === symbol)
  if (!t) throw new Error(`no ${symbol}`)
  return new Token(l1.chainId, t.address, t.decimals, t.symbol, t.name)
}

describe('readV2Pairs on the devnet', () => {
  it('reads every seeded pair at its derived address, as single eth_calls do', async () => {
    const requests = l1.v2Pairs.map((p) => {
      const a = l1.tokens.find((t) => t.address === p.token0)
      const b = l1.tokens.find((t) => t.address === p.token1)
      if (!a || !b) throw new Error('pair token missing')
      return { exchange, tokenA: token(b.symbol), tokenB: token(a.symbol) }
    })
    const lookups = await readV2Pairs(client, {
      pairs: requests,
      multicallAddress: l1.contracts.multicall3,
    })
    let checked = 0
    for (const [i, p] of l1.v2Pairs.entries()) {
      const lookup = lookups[i]
      if (lookup?.status !== 'EXISTS') throw new Error(`pair ${p.address}: ${lookup?.status}`)
      expect(lookup.pair.address).toBe(p.address)
      expect(lookup.pair.token0.address).toBe(p.token0)
      const [r0, r1] = await client.readContract({
        address: p.address,
        abi: v2PairAbi,
        functionName: 'getReserves',
      })
      expect([lookup.pair.reserve0, lookup.pair.reserve1]).toEqual([r0, r1])
      const supply = await client.readContract({
        address: p.address,
        abi: v2PairAbi,
        functionName: 'totalSupply',
      })
      expect(lookup.pair.totalSupply).toBe(supply)
      expect(lookup.pair.balance).toBe(0n) // no account given
      checked += 1
    }
    expect(checked).toBeGreaterThanOrEqual(5)
  })

  it('tells a pair never created (NOT_EXISTS) from a same-token request (INVALID)', async () => {
    const [missing, same] = await readV2Pairs(client, {
      pairs: [
        { exchange, tokenA: token('WBTC'), tokenB: token('DAI') },
        { exchange, tokenA: token('DAI'), tokenB: token('DAI') },
      ],
      multicallAddress: l1.contracts.multicall3,
    })
    expect(
      l1.v2Pairs.some(
        (p) =>
          [p.token0, p.token1].includes(token('WBTC').address as `0x${string}`) &&
          [p.token0, p.token1].includes(token('DAI').address as `0x${string}`),
      ),
    ).toBe(false)
    expect(missing?.status).toBe('NOT_EXISTS')
    expect(same).toEqual({ status: 'INVALID' })
  })
})
