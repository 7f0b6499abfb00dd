// Step 3 of the positions read: each distinct pool's slot0 (the badge's tickCurrent, the
// current price) and fee growth, the fee growth outside each position's two ticks (the fees a
// collect pays, position/feeGrowth.ts), and each distinct token's name, symbol and decimals, in
// one round. Pool
// addresses are computed, not read: v3-sdk computePoolAddress with this chain's v3 factory.
import { Token } from '@uniswap/sdk-core'
import { computePoolAddress } from '@uniswap/v3-sdk'
import { type Address, type Client, getAddress } from 'viem'
import { erc20Abi, erc20Bytes32Abi } from '../../../../chain/abis/erc20'
import { v3PoolAbi } from '../../../../chain/abis/v3'
import { multicallReads } from '../../../../chain/multicall'
import { resolveTokenNameAndSymbol, type TokenInfo } from '../../../tokens'
import { ReadPositionsError } from './errors'

export interface PoolKey {
  token0: Address
  token1: Address
  fee: number
}

export interface PoolState {
  sqrtPriceX96: bigint
  tick: number
  feeGrowthGlobal0X128: bigint
  feeGrowthGlobal1X128: bigint
}

/** A tick of a pool whose fee growth outside is read. */
export interface PoolTick {
  pool: Address
  tick: number
}

export interface TickFeeGrowthOutside {
  feeGrowthOutside0X128: bigint
  feeGrowthOutside1X128: bigint
}

/** The key of a PoolTick in PoolsAndTokens.ticks. */
export const poolTickKey = ({ pool, tick }: PoolTick): string => `${pool}:${tick}`

/**
 * The pool's CREATE2 address (the sdk's init code hash = the devnet's, devnet-facts). Decimals
 * play no part in the address; the sdk's Token just needs some.
 */
export function poolAddressOf(chainId: number, v3Factory: Address, key: PoolKey): Address {
  const token = (address: Address) => new Token(chainId, address, 18)
  return getAddress(
    computePoolAddress({
      factoryAddress: v3Factory,
      tokenA: token(key.token0),
      tokenB: token(key.token1),
      fee: key.fee,
    }),
  )
}

export interface ReadPoolsAndTokensParameters {
  chainId: number
  pools: readonly Address[]
  /** Ticks (of those pools) whose fee growth outside is read. */
  ticks?: readonly PoolTick[]
  tokens: readonly Address[]
  multicallAddress?: Address | undefined
}

export interface PoolsAndTokens {
  /** By pool address as given; a pool whose slot0 failed is missing. */
  pools: ReadonlyMap<Address, PoolState>
  /** By poolTickKey; a tick whose read failed is missing. */
  ticks: ReadonlyMap<string, TickFeeGrowthOutside>
  /** By lower-case address; a token without decimals() is missing. */
  tokens: ReadonlyMap<string, TokenInfo>
}

const TOKEN_READS = 5

export async function readPoolsAndTokens(
  client: Client,
  p: ReadPoolsAndTokensParameters,
): Promise<PoolsAndTokens> {
  // Three multicalls sent together: the transport batches them into one HTTP request.
  const [poolReads, tickReads, tokens] = await Promise.all([
    multicallReads(client, {
      multicallAddress: p.multicallAddress,
      calls: p.pools.flatMap(
        (address) =>
          [
            { address, abi: v3PoolAbi, functionName: 'slot0' },
            { address, abi: v3PoolAbi, functionName: 'feeGrowthGlobal0X128' },
            { address, abi: v3PoolAbi, functionName: 'feeGrowthGlobal1X128' },
          ] as const,
      ),
    }),
    multicallReads(client, {
      multicallAddress: p.multicallAddress,
      calls: (p.ticks ?? []).map(
        ({ pool, tick }) =>
          ({ address: pool, abi: v3PoolAbi, functionName: 'ticks', args: [tick] }) as const,
      ),
    }),
    readTokenInfos(client, p),
  ])
  const pools = new Map<Address, PoolState>()
  p.pools.forEach((address, i) => {
    const [slot0, global0, global1] = [0, 1, 2].map((k) => poolReads[3 * i + k])
    if (slot0?.status !== 'success' || global0?.status !== 'success') return
    if (global1?.status !== 'success') return
    const [sqrtPriceX96, tick] = slot0.result as readonly [bigint, number, ...unknown[]]
    pools.set(address, {
      sqrtPriceX96,
      tick,
      feeGrowthGlobal0X128: global0.result as bigint,
      feeGrowthGlobal1X128: global1.result as bigint,
    })
  })
  if (p.pools.length > 0 && pools.size === 0)
    throw new ReadPositionsError('slot0', poolReads[0]?.error)
  const ticks = new Map<string, TickFeeGrowthOutside>()
  ;(p.ticks ?? []).forEach((t, i) => {
    const r = tickReads[i]
    if (r?.status !== 'success') return
    ticks.set(poolTickKey(t), {
      feeGrowthOutside0X128: r.result[2],
      feeGrowthOutside1X128: r.result[3],
    })
  })
  return { pools, ticks, tokens }
}

/**
 * Each token's name, symbol (string or bytes32) and decimals in one multicall, by lower-case
 * address; a token without decimals() is missing. The v3 and v4 position reads share it.
 */
export async function readTokenInfos(
  client: Client,
  p: { chainId: number; tokens: readonly Address[]; multicallAddress?: Address | undefined },
): Promise<Map<string, TokenInfo>> {
  const reads = await multicallReads(client, {
    multicallAddress: p.multicallAddress,
    calls: p.tokens.flatMap(
      (address) =>
        [
          { address, abi: erc20Abi, functionName: 'name' },
          { address, abi: erc20Abi, functionName: 'symbol' },
          { address, abi: erc20Abi, functionName: 'decimals' },
          { address, abi: erc20Bytes32Abi, functionName: 'name' },
          { address, abi: erc20Bytes32Abi, functionName: 'symbol' },
        ] as const,
    ),
  })
  const tokens = new Map<string, TokenInfo>()
  p.tokens.forEach((address, i) => {
    const at = i * TOKEN_READS
    const value = (k: number): string | undefined => {
      const r = reads[at + k]
      return r?.status === 'success' ? String(r.result) : undefined
    }
    const decimals = reads[at + 2]
    if (decimals?.status !== 'success') return
    tokens.set(address.toLowerCase(), {
      chainId: p.chainId,
      address,
      decimals: Number(decimals.result),
      ...resolveTokenNameAndSymbol({
        name: value(0),
        symbol: value(1),
        nameBytes32: value(3),
        symbolBytes32: value(4),
      }),
    })
  })
  return tokens
}
