// Step 3 of the positions read: each distinct pool's slot0 (the badge's tickCurrent, the
// current price) and each distinct token's name, symbol and decimals, in one multicall. Pool
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
}

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
  tokens: readonly Address[]
  multicallAddress?: Address | undefined
}

export interface PoolsAndTokens {
  /** By pool address as given; a pool whose slot0 failed is missing. */
  pools: ReadonlyMap<Address, PoolState>
  /** By lower-case address; a token without decimals() is missing. */
  tokens: ReadonlyMap<string, TokenInfo>
}

const TOKEN_READS = 5

export async function readPoolsAndTokens(
  client: Client,
  p: ReadPoolsAndTokensParameters,
): Promise<PoolsAndTokens> {
  // Two multicalls sent together: the transport batches them into one HTTP request.
  const [slot0s, tokens] = await Promise.all([
    multicallReads(client, {
      multicallAddress: p.multicallAddress,
      calls: p.pools.map(
        (address) => ({ address, abi: v3PoolAbi, functionName: 'slot0' }) as const,
      ),
    }),
    readTokenInfos(client, p),
  ])
  if (slot0s.length > 0 && slot0s.every((r) => r.status === 'failure'))
    throw new ReadPositionsError('slot0', slot0s[0]?.error)
  const pools = new Map<Address, PoolState>()
  p.pools.forEach((address, i) => {
    const r = slot0s[i]
    if (r?.status !== 'success') return
    const [sqrtPriceX96, tick] = r.result
    pools.set(address, { sqrtPriceX96, tick })
  })
  return { pools, tokens }
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
