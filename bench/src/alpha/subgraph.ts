// AlphaRouter's pool lists without the internet: in production it downloads the subgraph's pools
// (ids, fee tiers, liquidity, TVL) from an IPFS URL and ranks candidates by TVL. Here the same
// records are built once, before any timing, from the replica itself: every v2 pair and v3 pool
// the replica's manifest lists, with the chain's liquidity, reserves and token balances priced
// in USD — what a subgraph indexing the replica would serve.
import type {
  IV2SubgraphProvider,
  IV3SubgraphProvider,
  IV4SubgraphProvider,
  V2SubgraphPool,
  V3SubgraphPool,
  V4SubgraphPool,
} from '@uniswap/smart-order-router'
import { type Address, erc20Abi, formatUnits, type PublicClient, parseAbi } from 'viem'

const v2PairAbi = parseAbi([
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function totalSupply() view returns (uint256)',
])
const v3PoolAbi = parseAbi(['function liquidity() view returns (uint128)'])

export interface SubgraphInput {
  tokens: readonly { address: Address; decimals: number }[]
  v2Pairs: readonly { address: Address; token0: Address; token1: Address }[]
  v3Pools: readonly { address: Address; token0: Address; token1: Address; fee: number }[]
  /** USD per whole token, by lowercase address (only for ranking pools by TVL). */
  usdPrice: (token: Address) => number
  ethUsd: number
}

export interface StaticSubgraphs {
  v2: IV2SubgraphProvider
  v3: IV3SubgraphProvider
  v4: IV4SubgraphProvider
  v2Pools: readonly V2SubgraphPool[]
  v3Pools: readonly V3SubgraphPool[]
}

const lower = (a: string): Address => a.toLowerCase() as Address

export async function buildStaticSubgraphs(
  client: PublicClient,
  input: SubgraphInput,
): Promise<StaticSubgraphs> {
  const decimals = new Map(input.tokens.map((t) => [lower(t.address), t.decimals]))
  const usd = (token: Address, raw: bigint): number =>
    Number(formatUnits(raw, decimals.get(lower(token)) ?? 18)) * input.usdPrice(lower(token))

  const v2Reads = await client.multicall({
    allowFailure: false,
    contracts: input.v2Pairs.flatMap((p) => [
      { address: p.address, abi: v2PairAbi, functionName: 'getReserves' } as const,
      { address: p.address, abi: v2PairAbi, functionName: 'totalSupply' } as const,
    ]),
  })
  const v2Pools = input.v2Pairs.map((p, i): V2SubgraphPool => {
    const [r0, r1] = v2Reads[2 * i] as readonly [bigint, bigint, number]
    const supply = v2Reads[2 * i + 1] as bigint
    const reserveUSD = usd(p.token0, r0) + usd(p.token1, r1)
    return {
      id: lower(p.address),
      token0: { id: lower(p.token0) },
      token1: { id: lower(p.token1) },
      supply: Number(formatUnits(supply, 18)),
      reserve: reserveUSD / input.ethUsd,
      reserveUSD,
    }
  })

  const v3Reads = await client.multicall({
    allowFailure: false,
    contracts: input.v3Pools.flatMap((p) => [
      { address: p.address, abi: v3PoolAbi, functionName: 'liquidity' } as const,
      { address: p.token0, abi: erc20Abi, functionName: 'balanceOf', args: [p.address] } as const,
      { address: p.token1, abi: erc20Abi, functionName: 'balanceOf', args: [p.address] } as const,
    ]),
  })
  const v3Pools = input.v3Pools.map((p, i): V3SubgraphPool => {
    const [liquidity, b0, b1] = v3Reads.slice(3 * i, 3 * i + 3) as [bigint, bigint, bigint]
    const tvlUSD = usd(p.token0, b0) + usd(p.token1, b1)
    return {
      id: lower(p.address),
      feeTier: String(p.fee),
      liquidity: liquidity.toString(),
      token0: { id: lower(p.token0) },
      token1: { id: lower(p.token1) },
      tvlETH: tvlUSD / input.ethUsd,
      tvlUSD,
    }
  })

  // Copies per call: AlphaRouter lowercases the ids of the records it is handed in place.
  const copy = <T>(pools: readonly T[]): T[] => pools.map((p) => structuredClone(p))
  return {
    v2: { getPools: async () => copy(v2Pools) },
    v3: { getPools: async () => copy(v3Pools) },
    // v4 is left out of the comparison (AlphaRouter runs with `v4Supported: []`), though the
    // replica now has v4 pools: an empty list, as a v4 subgraph of a chain without v4 would be.
    v4: { getPools: async (): Promise<V4SubgraphPool[]> => [] },
    v2Pools,
    v3Pools,
  }
}
