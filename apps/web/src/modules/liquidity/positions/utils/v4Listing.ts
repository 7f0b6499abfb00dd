import type { ChainInfo } from '../../../../chain/chains'
import type { V4Contracts } from '../../../../chain/contracts'

/**
 * The chain's v4 set when the account's v4 positions can be listed: v4's position manager is not
 * enumerable, so they are found from its Transfer logs since the PoolManager's deployment, and
 * that block must be known (issue 32). Uniswap publishes none, so on most public chains v4
 * positions are not listed (/pool says so) though v4 swaps, adds and position pages work.
 */
export function listableV4(chain: ChainInfo): (V4Contracts & { deployBlock: number }) | undefined {
  const v4 = chain.contracts?.v4
  return v4?.deployBlock === undefined ? undefined : { ...v4, deployBlock: v4.deployBlock }
}
