// The account's v2-style positions among candidate pairs (spec 02 §2 v2 list, Migration list):
// first the liquidity-token balance of every candidate (one multicall; a pair never created has
// no code and simply fails), then the full read (readV2Pairs) of the pairs the account holds:
// two multicalls whatever the number of candidates, one when the account holds none.
import type { Address, Client } from 'viem'
import { erc20Abi } from '../../../../chain/abis/erc20'
import { multicallReads } from '../../../../chain/multicall'
import { v2PairAddress } from '../../../../chain/v2Pair'
import type { V2LiquidityPosition } from '../model'
import { readV2Pairs, type V2PairRequest } from './readV2Pairs'

export interface ReadV2PositionsParameters {
  pairs: readonly V2PairRequest[]
  account: Address
  multicallAddress?: Address | undefined
}

/**
 * The candidates the account holds liquidity tokens of, fully read and tagged protocol 'v2', in
 * candidate order. Rejects when a multicall cannot be sent (the lists then show their error).
 */
export async function readV2Positions(
  client: Client,
  { pairs, account, multicallAddress }: ReadV2PositionsParameters,
): Promise<V2LiquidityPosition[]> {
  const candidates = pairs.filter((p) => p.tokenA && p.tokenB)
  const balances = await multicallReads(client, {
    multicallAddress,
    calls: candidates.map((p) => ({
      address: v2PairAddress(
        p.exchange,
        p.tokenA?.address as Address,
        p.tokenB?.address as Address,
      ),
      abi: erc20Abi,
      functionName: 'balanceOf' as const,
      args: [account] as const,
    })),
  })
  const held = candidates.filter((_, i) => {
    const r = balances[i]
    return r?.status === 'success' && r.result > 0n
  })
  if (held.length === 0) return []
  const lookups = await readV2Pairs(client, { pairs: held, account, multicallAddress })
  return lookups.flatMap((l) =>
    l.status === 'EXISTS' && l.pair.balance > 0n ? [{ protocol: 'v2' as const, ...l.pair }] : [],
  )
}
