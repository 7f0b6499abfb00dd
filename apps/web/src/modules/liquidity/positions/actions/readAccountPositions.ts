// The account's v3 positions for the /pool list (spec 02 §2 Pools Overview, §3 On-chain
// position, §4 Position badge, §7 on-chain reads). Three dependent rounds, so 50 positions
// cost 3 HTTP requests (issue 13 Performance): ids (balanceOf + tokenOfOwnerByIndex) →
// positions → pools' slot0 and fee growth, the positions' ticks, token metadata (the fees a
// collect would pay are computed from the fee growth: position/feeGrowth.ts).
import type { Address, Client } from 'viem'
import { type RoundsRead, runRounds } from '../../../../chain/rounds'
import type { TokenInfo } from '../../../tokens'
import { feeGrowthInside, owedNow } from '../../position/feeGrowth'
import type { V3LiquidityPosition } from '../model'
import { listedPositionStatus } from '../utils/badge'
import { readOwnedTokenIds } from './readOwnedTokenIds'
import { poolAddressOf, poolTickKey, readPoolsAndTokens } from './readPoolsAndTokens'
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
export function readAccountPositions(
  client: Client,
  p: ReadAccountPositionsParameters,
): Promise<ReadAccountPositionsReturnType> {
  return runRounds(accountPositionsRounds(client, p))
}

/** readAccountPositions in its three rounds (chain/rounds.ts), to run beside another read. */
export async function* accountPositionsRounds(
  client: Client,
  p: ReadAccountPositionsParameters,
): RoundsRead<ReadAccountPositionsReturnType> {
  const { account, positionManager, multicallAddress } = p
  const tokenIds = await readOwnedTokenIds(client, {
    account,
    positionManager,
    multicallAddress,
    pageSize: p.pageSize,
  })
  if (tokenIds.length === 0) return { positions: [], tokens: new Map() }
  yield
  const data = await readPositionData(client, { positionManager, tokenIds, multicallAddress })
  const poolOf = data.map((d) => poolAddressOf(p.chainId, p.v3Factory, d))
  const tokenAddresses = [...new Set(data.flatMap((d) => [d.token0, d.token1]))]
  yield
  const { pools, ticks, tokens } = await readPoolsAndTokens(client, {
    chainId: p.chainId,
    pools: [...new Set(poolOf)],
    ticks: data.flatMap((d, i) => [
      { pool: poolOf[i] as Address, tick: d.tickLower },
      { pool: poolOf[i] as Address, tick: d.tickUpper },
    ]),
    tokens: tokenAddresses,
    multicallAddress,
  })
  const positions = data.map((d, i): V3LiquidityPosition => {
    const pool = poolOf[i] as Address
    const state = pools.get(pool)
    const tickCurrent = state?.tick
    const status = listedPositionStatus({ ...d, tickCurrent })
    const {
      feeGrowthInside0LastX128,
      feeGrowthInside1LastX128,
      tokensOwed0,
      tokensOwed1,
      ...rest
    } = d
    const lower = ticks.get(poolTickKey({ pool, tick: d.tickLower }))
    const upper = ticks.get(poolTickKey({ pool, tick: d.tickUpper }))
    const owed =
      state &&
      lower &&
      upper &&
      owedNow({
        ...d,
        ...feeGrowthInside({
          tickCurrent: state.tick,
          tickLower: d.tickLower,
          tickUpper: d.tickUpper,
          lower,
          upper,
          feeGrowthGlobal0X128: state.feeGrowthGlobal0X128,
          feeGrowthGlobal1X128: state.feeGrowthGlobal1X128,
        }),
      })
    return {
      protocol: 'v3',
      ...rest,
      unclaimed: owed ? [owed.amount0, owed.amount1] : undefined,
      pool,
      tickCurrent,
      sqrtPriceX96: state?.sqrtPriceX96,
      status,
    }
  })
  return { positions, tokens }
}
