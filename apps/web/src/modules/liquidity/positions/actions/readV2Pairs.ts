// v2-style pairs read on chain (spec 02 §7 "Pair: token0, token1, getReserves"; spec 01 §7.6
// reads through one multicall): for each requested token pair, the derived pair address's
// getReserves, totalSupply, kLast and the account's balanceOf, plus each factory's feeTo — one
// multicall for any number of pairs (the v2 list checks every tracked pair at once).
import type { Token } from '@uniswap/sdk-core'
import { type Address, type Client, zeroAddress } from 'viem'
import { v2FactoryAbi, v2PairAbi } from '../../../../chain/abis/v2'
import type { V2Exchange } from '../../../../chain/contracts'
import { multicallReads } from '../../../../chain/multicall'
import { v2PairAddress } from '../../../../chain/v2Pair'
import { sortedPairTokens, type V2PairLookup } from '../utils/pairLookup'

export interface V2PairRequest {
  exchange: V2Exchange
  tokenA: Token | undefined
  tokenB: Token | undefined
}

export interface ReadV2PairsParameters {
  pairs: readonly V2PairRequest[]
  account?: Address | undefined
  multicallAddress?: Address | undefined
  blockNumber?: bigint | undefined
}

/** One lookup per request, in order (never LOADING); never rejects for a missing pair. */
export async function readV2Pairs(
  client: Client,
  { pairs, account, multicallAddress, blockNumber }: ReadV2PairsParameters,
): Promise<V2PairLookup[]> {
  const targets = pairs.map((p) => {
    const tokens = sortedPairTokens(p.tokenA, p.tokenB)
    return (
      tokens && {
        exchange: p.exchange,
        tokens,
        address: v2PairAddress(
          p.exchange,
          tokens[0].address as Address,
          tokens[1].address as Address,
        ),
      }
    )
  })
  const valid = targets.filter((t) => t !== undefined)
  const factories = [...new Set(valid.map((t) => t.exchange.factory))]
  const owner = account ?? zeroAddress
  const results = await multicallReads(client, {
    multicallAddress,
    blockNumber,
    calls: [
      ...factories.map((factory) => ({
        address: factory,
        abi: v2FactoryAbi,
        functionName: 'feeTo' as const,
      })),
      ...valid.flatMap((t) => [
        { address: t.address, abi: v2PairAbi, functionName: 'getReserves' as const },
        { address: t.address, abi: v2PairAbi, functionName: 'totalSupply' as const },
        { address: t.address, abi: v2PairAbi, functionName: 'kLast' as const },
        {
          address: t.address,
          abi: v2PairAbi,
          functionName: 'balanceOf' as const,
          args: [owner] as const,
        },
      ]),
    ],
  })
  const feeOn = new Map(
    factories.map((factory, i) => {
      const r = results[i]
      return [factory, r?.status === 'success' && r.result !== zeroAddress] as const
    }),
  )
  let next = factories.length
  return targets.map((t): V2PairLookup => {
    if (!t) return { status: 'INVALID' }
    const [reserves, supply, kLast, balance] = results.slice(next, next + 4)
    next += 4
    if (reserves?.status !== 'success') return { status: 'NOT_EXISTS', address: t.address }
    const [reserve0, reserve1] = reserves.result as readonly [bigint, bigint, number]
    const num = (r: typeof supply) => (r?.status === 'success' ? (r.result as bigint) : 0n)
    return {
      status: 'EXISTS',
      pair: {
        exchange: t.exchange,
        address: t.address,
        token0: t.tokens[0],
        token1: t.tokens[1],
        reserve0,
        reserve1,
        totalSupply: num(supply),
        kLast: num(kLast),
        balance: account ? num(balance) : 0n,
        feeOn: feeOn.get(t.exchange.factory) ?? false,
      },
    }
  })
}
