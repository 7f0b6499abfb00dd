// Step 1 of the positions read (spec 02 §7: balanceOf, tokenOfOwnerByIndex): the account's
// position ids in one multicall for up to `pageSize` positions.
import type { Address, Client } from 'viem'
import { positionManagerAbi } from '../../../../chain/abis/v3'
import { multicallReads } from '../../../../chain/multicall'
import { ReadPositionsError } from './errors'

/**
 * Ids asked for beside balanceOf, before the balance is known. A tokenOfOwnerByIndex past the
 * balance just fails inside the multicall (cheap); guessing saves a whole round trip, which is
 * what keeps 50 positions within 3 HTTP requests (issue 13 Performance).
 */
export const TOKEN_ID_PAGE = 100

export interface ReadOwnedTokenIdsParameters {
  account: Address
  positionManager: Address
  multicallAddress?: Address | undefined
  /** Ids read per multicall (default TOKEN_ID_PAGE). */
  pageSize?: number
}

const indexCall = (p: ReadOwnedTokenIdsParameters, index: number) =>
  ({
    address: p.positionManager,
    abi: positionManagerAbi,
    functionName: 'tokenOfOwnerByIndex',
    args: [p.account, BigInt(index)],
  }) as const

/**
 * The account's position-manager token ids, in the contract's owner order. One request while
 * the balance fits a page, one more per further page. Throws ReadPositionsError when balanceOf
 * or an id below the balance cannot be read (the screen then offers a retry).
 */
export async function readOwnedTokenIds(
  client: Client,
  p: ReadOwnedTokenIdsParameters,
): Promise<bigint[]> {
  const pageSize = p.pageSize ?? TOKEN_ID_PAGE
  // Two multicalls sent together: the transport batches them into one HTTP request.
  const [[balance], firstPage] = await Promise.all([
    multicallReads(client, {
      multicallAddress: p.multicallAddress,
      calls: [
        {
          address: p.positionManager,
          abi: positionManagerAbi,
          functionName: 'balanceOf',
          args: [p.account],
        },
      ],
    }),
    multicallReads(client, {
      multicallAddress: p.multicallAddress,
      calls: Array.from({ length: pageSize }, (_, i) => indexCall(p, i)),
    }),
  ])
  if (balance?.status !== 'success') throw new ReadPositionsError('balanceOf', balance?.error)
  const count = Number(balance.result)
  const results = firstPage.slice(0, count)
  for (let start = pageSize; start < count; start += pageSize) {
    const length = Math.min(pageSize, count - start)
    const page = await multicallReads(client, {
      multicallAddress: p.multicallAddress,
      calls: Array.from({ length }, (_, i) => indexCall(p, start + i)),
    })
    results.push(...page)
  }
  return results.map((r) => {
    if (r.status !== 'success') throw new ReadPositionsError('tokenOfOwnerByIndex', r.error)
    return r.result as bigint
  })
}
