// /migrate/v2/{address} (spec 02 §2: "The address is the liquidity token address"; §7 "Pair:
// token0, token1, getReserves, factory"): what the address is, in one multicall — its tokens,
// factory and name — then the two tokens' decimals and symbols. spec 02 §5: only the standard
// factory makes it a v2 pool; any other factory is the fork exchange, labelled Sushi.
import { Token } from '@uniswap/sdk-core'
import { type Address, type Client, isAddressEqual } from 'viem'
import { erc20Abi } from '../../../../chain/abis/erc20'
import { v2PairAbi } from '../../../../chain/abis/v2'
import type { V2Exchange, V2Liquidity } from '../../../../chain/contracts'
import { multicallReads } from '../../../../chain/multicall'

export interface MigratePair {
  address: Address
  exchange: V2Exchange
  token0: Token
  token1: Token
  /** The LP token's name(), the permit domain's name ('Uniswap V2', 'SushiSwap LP Token'). */
  lpName: string
}

export interface ReadMigratePairParameters {
  chainId: number
  address: Address
  v2: V2Liquidity
  multicallAddress?: Address | undefined
}

/** The exchange of a pair from its factory (spec 02 §5 Migration). */
export function exchangeOf(v2: V2Liquidity, factory: Address): V2Exchange {
  if (isAddressEqual(factory, v2.uniswap.factory)) return v2.uniswap
  if (v2.fork && isAddressEqual(factory, v2.fork.factory)) return v2.fork
  return { ...(v2.fork ?? v2.uniswap), kind: 'fork', label: 'Sushi', factory }
}

/** null when the address is not a v2-style pair (a read failed). */
export async function readMigratePair(
  client: Client,
  { chainId, address, v2, multicallAddress }: ReadMigratePairParameters,
): Promise<MigratePair | null> {
  const [t0, t1, factory, name] = await multicallReads(client, {
    multicallAddress,
    calls: [
      { address, abi: v2PairAbi, functionName: 'token0' },
      { address, abi: v2PairAbi, functionName: 'token1' },
      { address, abi: v2PairAbi, functionName: 'factory' },
      { address, abi: v2PairAbi, functionName: 'name' },
    ],
  })
  if (t0.status !== 'success' || t1.status !== 'success' || factory.status !== 'success')
    return null
  const token0 = t0.result as Address
  const token1 = t1.result as Address
  const meta = await multicallReads(client, {
    multicallAddress,
    calls: [token0, token1].flatMap((t) => [
      { address: t, abi: erc20Abi, functionName: 'decimals' as const },
      { address: t, abi: erc20Abi, functionName: 'symbol' as const },
      { address: t, abi: erc20Abi, functionName: 'name' as const },
    ]),
  })
  const token = (t: Address, i: number): Token | undefined => {
    const [d, s, n] = meta.slice(i * 3, i * 3 + 3)
    if (d?.status !== 'success') return undefined
    const str = (r: typeof s) => (r?.status === 'success' ? String(r.result) : undefined)
    return new Token(chainId, t, Number(d.result), str(s) ?? '?', str(n))
  }
  const sdk0 = token(token0, 0)
  const sdk1 = token(token1, 1)
  if (!sdk0 || !sdk1) return null
  return {
    address,
    exchange: exchangeOf(v2, factory.result as Address),
    token0: sdk0,
    token1: sdk1,
    lpName: name.status === 'success' ? String(name.result) : '',
  }
}
