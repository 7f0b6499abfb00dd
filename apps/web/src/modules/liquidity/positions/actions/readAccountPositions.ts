// The account's v3 positions for the /pool list (spec 02 §2 Pools Overview, §3 On-chain
// position, §4 Position badge, §7 on-chain reads). Three dependent multicalls, so 50 positions
// cost 3 HTTP requests (issue 13 Performance): ids (balanceOf + tokenOfOwnerByIndex) →
// positions + static collects → pools' slot0 + token metadata.
import type { Address, Client } from 'viem'
import type { TokenInfo } from '../../../tokens'
import type { V3LiquidityPosition } from '../model'
import { listedPositionStatus } from '../utils/badge'
import { readOwnedTokenIds } from './readOwnedTokenIds'
import { poolAddressOf, readPoolsAndTokens } from './readPoolsAndTokens'
import { readPositionData } from './readPositionData'

export interface ReadAccountPositionsParameters {
  chainId: number
  account: Address
  positionManager: Address
  v3Factory: Address
  multicallAddress?: Address | undefined
  /** Ids per first multicall (readOwnedTokenIds TOKEN_ID_PAGE). */
  pageSize?: number
}

export interface ReadAccountPositionsReturnType {
  positions: V3LiquidityPosition[]
  /** Token metadata read on-chain, by lower-case address. */
  tokens: ReadonlyMap<string, TokenInfo>
}

/**
 * Resolves to every position the account owns, in owner order, with badge and unclaimed fees.
 * Rejects with ReadPositionsError when the ids or the positions cannot be read.
 */
export async function readAccountPositions(
  client: Client,
  p: ReadAccountPositionsParameters,
): Promise<ReadAccountPositionsReturnType> {
  const { account, positionManager, multicallAddress } = p
  const tokenIds = await readOwnedTokenIds(client, {
    account,
    positionManager,
    multicallAddress,
    pageSize: p.pageSize,
  })
  if (tokenIds.length === 0) return { positions: [], tokens: new Map() }
  const data = await readPositionData(client, {
    account,
    positionManager,
    tokenIds,
    multicallAddress,
  })
  const poolOf = data.map((d) => poolAddressOf(p.chainId, p.v3Factory, d))
  const tokenAddresses = [...new Set(data.flatMap((d) => [d.token0, d.token1]))]
  const { pools, tokens } = await readPoolsAndTokens(client, {
    chainId: p.chainId,
    pools: [...new Set(poolOf)],
    tokens: tokenAddresses,
    multicallAddress,
  })
  const positions = data.map((d, i): V3LiquidityPosition => {
    const pool = poolOf[i] as Address
    const state = pools.get(pool)
    const tickCurrent = state?.tick
    const status = listedPositionStatus({ ...d, tickCurrent })
    return {
      protocol: 'v3',
      ...d,
      pool,
      tickCurrent,
      sqrtPriceX96: state?.sqrtPriceX96,
      status,
    }
  })
  return { positions, tokens }
}
